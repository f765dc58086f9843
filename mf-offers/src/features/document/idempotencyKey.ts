import { useRef } from 'react';
import { TransportError } from '@careers/shared/transport';

/** A random `Idempotency-Key`: 32 hex digits (crypto.randomUUID needs a secure context; this does not). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether the server may never have answered the call, so trying again must reuse its key. */
const unanswered = (error: unknown) => !(error instanceof TransportError) || error.status === 0 || error.status >= 500;

/**
 * One key per user action: `run(action, call)` passes the same key again when the same action (same
 * `action` string, e.g. 'sign:7:Ada Lovelace') is tried after a call that got no answer, so the server
 * applies it once and replies with its first answer; any answered call, or another action, gets a new key.
 */
export function useIdempotentAction() {
  const last = useRef<{ action: string; key: string } | null>(null);
  return async function run<T>(action: string, call: (key: string) => Promise<T>): Promise<T> {
    const key = last.current?.action === action ? last.current.key : newIdempotencyKey();
    last.current = { action, key };
    try {
      const result = await call(key);
      last.current = null;
      return result;
    } catch (error) {
      if (!unanswered(error)) last.current = null;
      throw error;
    }
  };
}
