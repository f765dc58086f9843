import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isFormPost } from '../plugins/formPost';

/**
 * How much of a refused form's body is read for what it starts with. The login form sends `_csrf`, `domain`, `next`
 * (the login page keeps at most 2,000 characters of it) and then `email` (at most 320 characters, each at most 12
 * bytes percent-encoded): all of it fits, and no more than this is ever held.
 */
export const KEPT_START_BYTES = 16 * 1024;

/**
 * How long the start is waited for. A post that declares more than the limit and then stalls was refused at once
 * before this hook; it must not now hold its answer until the server's request timeout: after this, the refusal
 * goes with whatever arrived (the email is then kept only if it came whole).
 */
export const KEPT_START_WAIT_MS = 3000;

const starts = new WeakMap<FastifyRequest, Buffer>();

/**
 * The first `bytes` of `stream` (fewer if it ends first or stalls for `waitMs`); the rest is then let through unread,
 * held nowhere.
 */
export function readStart(stream: Readable, bytes: number, waitMs = KEPT_START_WAIT_MS): Promise<Buffer> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let length = 0;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      stream.off('data', onData);
      stream.off('end', finish);
      stream.off('close', finish);
      // Flowing without a reader: what still comes is dropped as it arrives, as Node drops an unread body.
      stream.resume();
      resolve(Buffer.concat(chunks).subarray(0, bytes));
    };
    const onData = (chunk: Buffer | string) => {
      const data = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      chunks.push(data.subarray(0, bytes - length));
      length += Math.min(data.length, bytes - length);
      if (length >= bytes) finish();
    };
    const timer = setTimeout(finish, waitMs);
    stream.on('data', onData);
    stream.once('end', finish);
    stream.once('close', finish);
    // Kept after the start is read: a connection dropped later must not be an unhandled error.
    stream.on('error', finish);
  });
}

/**
 * A route's preParsing hook: a form post whose Content-Length is over `limit` is refused by the body parser unread
 * (413); its first KEPT_START_BYTES are read here first, so the refusal can draw the form again with what the
 * visitor typed in its first fields (formStartField). The limit stays: the body is never parsed.
 */
export function keepOversizedFormStart(limit: number) {
  return async (request: FastifyRequest, _reply: FastifyReply, payload: Readable): Promise<Readable> => {
    if (isFormPost(request) && Number(request.headers['content-length']) > limit) starts.set(request, await readStart(payload, KEPT_START_BYTES));
    return payload;
  };
}

/**
 * A field of a form post refused as too large, when the start kept by keepOversizedFormStart holds it whole (a `&`
 * after it), else null (a body sent in chunks without a length is refused by the parser after reading, not here).
 */
export function formStartField(request: FastifyRequest, name: string): string | null {
  const start = starts.get(request);
  if (!start) return null;
  const complete = start.lastIndexOf(0x26); // '&': the fields before it are whole
  return complete < 0 ? null : new URLSearchParams(start.subarray(0, complete).toString('utf8')).get(name);
}
