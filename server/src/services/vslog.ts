import type { Db } from '../db/connection';
import { sql } from '../db/statements';
import { AppError } from '../errors';

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

function bad(message: string): AppError {
  return new AppError(400, 'invalid_request', message);
}

/** Validates and stores one client log line (event, metric or error report). */
export function recordVslog(db: Db, domain: string, candidateId: number | null, input: VslogInput): void {
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
  const pid = /^\d{1,15}$/.test(pidText) ? Number(pidText) : null;

  sql(
    db,
    `INSERT INTO vslog (domain, namespace, event, pid, data_json, metrics_json, candidate_id, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(domain, namespace, event, pid, data, metrics, candidateId, new Date().toISOString());
}

/**
 * Keeps the client log bounded whatever anonymous callers send: lines older than `retentionDays` go,
 * and each company keeps its newest `maxRows` lines. Returns how many lines were deleted.
 */
export function pruneVslog(db: Db, retentionDays: number, maxRows: number, now = new Date()): number {
  const before = new Date(now.getTime() - retentionDays * 86_400_000).toISOString();
  let deleted = sql(db, 'DELETE FROM vslog WHERE created_at < ?').run(before).changes;
  const domains = sql(db, 'SELECT DISTINCT domain FROM vslog').pluck().all() as string[];
  const cutoff = sql(db, 'SELECT id FROM vslog WHERE domain = ? ORDER BY id DESC LIMIT 1 OFFSET ?').pluck();
  const trim = sql(db, 'DELETE FROM vslog WHERE domain = ? AND id <= ?');
  for (const domain of domains) {
    const id = cutoff.get(domain, maxRows) as number | undefined;
    if (id !== undefined) deleted += trim.run(domain, id).changes;
  }
  return deleted;
}
