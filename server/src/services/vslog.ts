import type { Db } from '../db/database';
import { isRowId } from '../db/rowIds';
import { badInput, type DomainError } from '../domainErrors';

const MAX_NAME = 100;
const MAX_DATA_BYTES = 16 * 1024;
const MAX_METRICS = 50;

export interface VslogInput {
  namespace: unknown;
  event: unknown;
  data_json?: unknown;
  metrics_to_push?: unknown;
  pid?: unknown;
}

function bad(message: string): DomainError {
  return badInput('invalid_request', message);
}

/** Validates and stores one client log line (event, metric or error report). */
export async function recordVslog(db: Db, domain: string, candidateId: number | null, input: VslogInput): Promise<void> {
  const name = (value: unknown, field: string): string => {
    if (typeof value !== 'string' || !value.trim()) throw bad(`${field} is required.`);
    if (value.length > MAX_NAME) throw bad(`${field} must be at most ${MAX_NAME} characters.`);
    return value.trim();
  };
  const namespace = name(input.namespace, 'namespace');
  const event = name(input.event, 'event');

  let data: string | null = null;
  if (input.data_json !== undefined && input.data_json !== null) {
    // Clients send a JSON string; an object is accepted too and stored as its JSON.
    try {
      // JSON.stringify of an object nested 100,000 deep overflows the stack: a 400 like any bad value.
      data = typeof input.data_json === 'string' ? input.data_json : JSON.stringify(input.data_json);
      JSON.parse(data);
    } catch {
      throw bad('data_json must be a JSON string.');
    }
    if (Buffer.byteLength(data) > MAX_DATA_BYTES) throw bad('data_json must be at most 16 KB.');
  }

  let metrics: string | null = null;
  if (input.metrics_to_push !== undefined && input.metrics_to_push !== null) {
    const value = input.metrics_to_push;
    if (typeof value !== 'object' || Array.isArray(value)) throw bad('metrics_to_push must be an object of numbers.');
    const entries = Object.entries(value as Record<string, unknown>);
    if (entries.length > MAX_METRICS || !entries.every(([k, v]) => k.length <= MAX_NAME && typeof v === 'number' && Number.isFinite(v))) {
      throw bad('metrics_to_push must be an object of numbers.');
    }
    metrics = JSON.stringify(value);
  }

  const pidText = typeof input.pid === 'string' || typeof input.pid === 'number' ? String(input.pid) : '';
  // A pid that can name no position (see isRowId) is not kept: PostgreSQL's integer column would refuse it.
  const pid = /^\d{1,10}$/.test(pidText) && isRowId(Number(pidText)) ? Number(pidText) : null;

  await db
    .insertInto('vslog')
    .values({ domain, namespace, event, pid, data_json: data, metrics_json: metrics, candidate_id: candidateId, created_at: new Date().toISOString() })
    .execute();
}

/**
 * Keeps the client log bounded whatever anonymous callers send: lines older than `retentionDays` go,
 * and each company keeps its newest `maxRows` lines. Returns how many lines were deleted. Each
 * delete is one statement that finds its own cut-off, so instances pruning at the same time (or
 * lines arriving meanwhile) never make it delete more than the lines beyond the newest `maxRows`.
 */
export async function pruneVslog(db: Db, retentionDays: number, maxRows: number, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  const old = await db.deleteFrom('vslog').where('created_at', '<', before).executeTakeFirst();
  let deleted = Number(old.numDeletedRows);
  const domains = await db.selectFrom('vslog').select('domain').distinct().execute();
  for (const { domain } of domains) {
    const trimmed = await db
      .deleteFrom('vslog')
      .where('domain', '=', domain)
      .where('id', '<=', (eb) => eb.selectFrom('vslog').select('id').where('domain', '=', domain).orderBy('id', 'desc').limit(1).offset(maxRows))
      .executeTakeFirst();
    deleted += Number(trimmed.numDeletedRows);
  }
  return deleted;
}
