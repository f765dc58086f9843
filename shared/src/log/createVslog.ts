import type { Transport } from '@careers/shared/transport';

export interface Vslog {
  /** Logs a named event with optional data. */
  event(name: string, data?: unknown): Promise<void>;
  /** Pushes numeric metrics. */
  metric(metrics: Record<string, number>): Promise<void>;
  /** Logs a failure as an 'error' event carrying its name, message and stack. */
  error(err: unknown, extra?: Record<string, unknown>): Promise<void>;
}

function describe(err: unknown): Record<string, unknown> {
  if (err instanceof Error) return { name: err.name, message: err.message, stack: err.stack };
  return { message: String(err) };
}

/**
 * A client for POST /vslog (spec §7). Logging must never break the page, so every call resolves, even when
 * the request or the serialising of `data` fails.
 * @example createVslog(transport, { domain: 'acme.com', namespace: 'mf-offers' }).event('offer_viewed', { id: 7 })
 */
export function createVslog(transport: Transport, { domain, namespace }: { domain: string; namespace: string }): Vslog {
  async function send(event: string, body: () => Record<string, unknown>): Promise<void> {
    try {
      await transport.post('/vslog', { namespace, event, ...body() }, { params: { domain, event, namespace } });
    } catch {
      // Swallowed on purpose: a failing log call must not become a user-visible error.
    }
  }
  return {
    event: (name, data) => send(name, () => ({ data_json: JSON.stringify(data ?? {}) })),
    metric: (metrics) => send('metric', () => ({ metrics_to_push: metrics })),
    error: (err, extra) => send('error', () => ({ data_json: JSON.stringify({ ...describe(err), ...extra }) })),
  };
}
