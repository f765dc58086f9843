import type { Config } from '../../config';
import { sql } from 'kysely';
import { chunked } from '../../db/chunked';
import { engineOf, type Db, type Tx } from '../../db/database';
import { enqueue, wakeOutbox } from '../mail/outbox';
import type { Domain } from '../domains';
import { UnreadableFile, type ImportFormat, type RawRow, type RowProblem } from './importFile';
import { readImportFileInWorker } from './readImportFileInWorker';
import { checkRow, type OpenPosition, type PositionRow } from './positionRow';

/** At most this many positions per file: a company's whole ATS feed fits, a runaway export does not. */
const MAX_IMPORT_ROWS = 20_000;
/** Problems listed in an answer; the count says how many there were in all. */
const MAX_LISTED_PROBLEMS = 200;
// Look-ups and inserts in slices: a statement may bind at most MAX_PARAMETERS values (db/chunked.ts);
// 250 rows of the update's 18 and the insert's 20 or so columns stay far under it. A slice is also how much
// runs between two turns of the event loop (on SQLite every statement blocks the thread).
const SLICE = 250;
// Rows checked between two turns of the event loop.
const CHECK_SLICE = 1000;

/**
 * Lets the event loop turn (timers, other requests, /healthz) before the next piece of work. Awaiting
 * the synchronous SQLite driver resolves in microtasks only, so without this an import of thousands of
 * rows holds the thread until it is done. Inside a transaction this is safe: the transaction keeps its
 * connection, and other statements wait for it as before.
 */
const turnEventLoop = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** What an import changed. */
export interface ImportReport {
  rows: number;
  created: number;
  updated: number;
  reopened: number;
  closed: number;
  unchanged: number;
  /** External ids of closed rows that name no position of the company (nothing to close). */
  unknownClosed: string[];
  /** Ids of the positions this import opened (created or reopened): the ones announced to saved searches and job alerts. */
  openedIds: number[];
  /** Ids of the positions this import closed. */
  closedIds: number[];
  /**
   * Positions queued for announcing: the opened ones, in one outbox row written in the positions'
   * transaction. A server instance matches them against saved searches and job alerts and sends the
   * e-mail (links on its own origin); the command prints this as "N alerts queued".
   */
  alertsQueued: number;
  /** Always true: the announcement is queued with the positions, so it cannot fail apart from them (kept for the API's answer). */
  announced: boolean;
}

/** The file was refused: nothing was written. `problems` by line, the first MAX_LISTED_PROBLEMS of `count`. */
export class InvalidImport extends Error {
  override name = 'InvalidImport';
  constructor(
    readonly problems: RowProblem[],
    readonly count: number,
  ) {
    super(problems.map((p) => `line ${p.line}: ${p.message}`).join('\n'));
  }
}

export interface ImportDeps {
  db: Db;
  config: Config;
  now: () => number;
}

/**
 * The company's departments: the `departments` table and the department filter's options. Null when
 * the company declares none, so a company without either is not refused every row.
 */
async function knownDepartments(db: Db, domain: Domain): Promise<Set<string> | null> {
  const rows = await db.selectFrom('departments').select('name').where('domain', '=', domain.id).execute();
  const labels = Object.keys(domain.settings.configs.pcsxConfig?.searchOptionsMap?.department?.options.labelMap ?? {});
  const names = new Set([...rows.map((r) => r.name), ...labels]);
  return names.size ? names : null;
}

/** Every row checked against the rules and against the others (an external id twice); throws InvalidImport with every problem. */
async function checkImportFile(db: Db, domain: Domain, text: string, format: ImportFormat | undefined, now: Date): Promise<PositionRow[]> {
  let raw: RawRow[];
  let count: number;
  try {
    // Off the server's thread: parsing up to 10 MB is synchronous work (readImportFileInWorker.ts).
    ({ rows: raw, count } = await readImportFileInWorker(text, format, MAX_IMPORT_ROWS));
  } catch (error) {
    if (error instanceof UnreadableFile) throw new InvalidImport([error.problem], 1);
    throw error;
  }
  if (count === 0) throw new InvalidImport([{ line: 1, message: 'the file has no positions' }], 1);
  if (count > MAX_IMPORT_ROWS) throw new InvalidImport([{ line: 1, message: `the file has ${count} positions; at most ${MAX_IMPORT_ROWS} at once` }], 1);
  const rules = { departments: await knownDepartments(db, domain), now };
  const problems: RowProblem[] = [];
  const rows: PositionRow[] = [];
  const firstLine = new Map<string, number>();
  for (const [i, entry] of raw.entries()) {
    if (i > 0 && i % CHECK_SLICE === 0) await turnEventLoop();
    const checked = checkRow(entry, rules);
    if ('problems' in checked) {
      problems.push(...checked.problems);
      continue;
    }
    const { row } = checked;
    const seen = firstLine.get(row.externalId);
    if (seen !== undefined) problems.push({ line: row.line, message: `external id "${row.externalId}" is already on line ${seen}` });
    else firstLine.set(row.externalId, row.line);
    rows.push(row);
  }
  if (problems.length) throw new InvalidImport(problems.slice(0, MAX_LISTED_PROBLEMS), problems.length);
  return rows;
}

interface Existing {
  id: number;
  external_id: string | null;
  archived_at: string | null;
  valid_through: string | null;
  posted_at: string;
  row: Record<string, unknown>;
}

const COMPARED = ['title', 'department', 'description', 'skills_json', 'employment_type', 'location_name', 'city', 'region', 'country', 'lat', 'lng', 'is_remote', 'salary_min', 'salary_max', 'salary_currency', 'valid_through'] as const;

async function existingPositions(trx: Tx, domain: string, externalIds: string[]): Promise<Map<string, Existing>> {
  const found = new Map<string, Existing>();
  for (let i = 0; i < externalIds.length; i += SLICE) {
    if (i > 0) await turnEventLoop();
    const rows = await trx
      .selectFrom('positions')
      .select(['id', 'external_id', 'archived_at', 'posted_at', ...COMPARED])
      .where('domain', '=', domain)
      .where('external_id', 'in', externalIds.slice(i, i + SLICE))
      .execute();
    for (const r of rows) found.set(r.external_id as string, { id: r.id, external_id: r.external_id, archived_at: r.archived_at, valid_through: r.valid_through, posted_at: r.posted_at, row: r });
  }
  return found;
}

type Update = OpenPosition & { id: number; posted_at: string };

// The columns an update sets, with their types per engine (VALUES parameters carry none on PostgreSQL).
const UPDATED: Array<[keyof Update, 'int' | 'real' | 'text']> = [
  ['id', 'int'], ['title', 'text'], ['department', 'text'], ['description', 'text'], ['skills_json', 'text'], ['employment_type', 'text'],
  ['location_name', 'text'], ['city', 'text'], ['region', 'text'], ['country', 'text'], ['lat', 'real'], ['lng', 'real'], ['is_remote', 'int'],
  ['salary_min', 'int'], ['salary_max', 'int'], ['salary_currency', 'text'], ['posted_at', 'text'], ['valid_through', 'text'],
];

/** Positions updated (and reopened: archived_at cleared) in one UPDATE … FROM (VALUES …) on either engine, stamped `at`. */
async function updateSlice(trx: Tx, rows: Update[], at: string): Promise<void> {
  const real = engineOf(trx) === 'postgres' ? sql.raw('DOUBLE PRECISION') : sql.raw('REAL');
  const typeOf = { int: sql.raw('INTEGER'), text: sql.raw('TEXT'), real };
  const values = rows.map((row) => sql`(${sql.join(UPDATED.map(([key, type]) => sql`CAST(${row[key]} AS ${typeOf[type]})`))})`);
  // VALUES columns are column1, column2 … on both engines (SQLite has no column list for a subquery's alias).
  const sets = UPDATED.slice(1).map(([key], i) => sql`${sql.ref(key)} = v.${sql.raw(`column${i + 2}`)}`);
  await sql`UPDATE positions SET ${sql.join(sets)}, archived_at = NULL, updated_at = ${at} FROM (VALUES ${sql.join(values)}) AS v WHERE positions.id = v.column1`.execute(trx);
}

/**
 * On PostgreSQL, locks the positions this import will update or archive, all of them, in id order, before
 * the first write. The writes that follow lock rows in the file's order (the update's join) and in
 * separate statements (updates, then closes); a cart add or save locks the same rows FOR SHARE in id order
 * (positionsToAddTo), so without this the two could each hold a row the other waits for: a deadlock that
 * aborts one of them (40P01). One order everywhere makes the later one wait instead. FOR NO KEY UPDATE is
 * the lock the UPDATEs take anyway (they change no key): it conflicts with FOR SHARE, but not with the
 * FOR KEY SHARE a foreign key check takes, so an insert that only refers to a position (a cart hand-over
 * at log-in, in the order the items were added) neither waits for the import nor deadlocks with it.
 * SQLite has no row locks: its transactions begin immediate, so one writer runs at a time and none can deadlock.
 */
async function lockInIdOrder(trx: Tx, ids: readonly number[]): Promise<void> {
  if (engineOf(trx) !== 'postgres' || ids.length === 0) return;
  // Ascending across the pieces too, so each statement continues the one order.
  for (const part of chunked([...new Set(ids)].sort((a, b) => a - b))) {
    await trx.selectFrom('positions').select('id').where('id', 'in', part).orderBy('id').forNoKeyUpdate().execute();
  }
}

const changed = (before: Record<string, unknown>, after: OpenPosition) => COMPARED.some((key) => before[key] !== after[key]);

/**
 * Writes checked rows in one transaction: open rows upsert by external id (a closed position named
 * open again is reopened), closed rows close the company's position (archived now; a valid_through
 * after now moves to now, so the JobPosting says it ended). Unchanged positions are not written,
 * so they do not make every search cache of the company stale.
 */
async function writeRows(db: Db, domain: string, rows: PositionRow[], now: Date): Promise<Omit<ImportReport, 'announced' | 'alertsQueued'>> {
  const at = now.toISOString();
  return db.transaction().execute(async (trx) => {
    const existing = await existingPositions(trx, domain, rows.map((r) => r.externalId));
    const report: Omit<ImportReport, 'announced' | 'alertsQueued'> = { rows: rows.length, created: 0, updated: 0, reopened: 0, closed: 0, unchanged: 0, unknownClosed: [], openedIds: [], closedIds: [] };
    const inserts: Array<OpenPosition & { external_id: string; posted_at: string; updated_at: string; domain: string }> = [];
    const updates: Update[] = [];
    for (const row of rows) {
      const known = existing.get(row.externalId);
      if (row.status === 'closed') {
        if (!known) report.unknownClosed.push(row.externalId);
        else if (known.archived_at) report.unchanged++;
        else {
          report.closed++;
          report.closedIds.push(known.id);
        }
        continue;
      }
      if (!known) {
        inserts.push({ ...row.position, posted_at: row.position.posted_at ?? at, updated_at: at, external_id: row.externalId, domain });
        continue;
      }
      const reopening = known.archived_at !== null;
      const postedAt = row.position.posted_at ?? (reopening ? at : known.posted_at);
      if (!reopening && !changed(known.row, row.position) && postedAt === known.posted_at) {
        report.unchanged++;
        continue;
      }
      updates.push({ ...row.position, id: known.id, posted_at: postedAt });
      if (reopening) {
        report.reopened++;
        report.openedIds.push(known.id);
      } else report.updated++;
    }
    await lockInIdOrder(trx, [...updates.map((u) => u.id), ...report.closedIds]);
    // One statement per slice, not per row: on PostgreSQL each statement grows search_version once, and
    // thousands of those in one transaction slowed a 10,000-row update to half a minute.
    // Between slices the event loop turns: still one transaction, so nothing is seen before all of it is in.
    for (let i = 0; i < updates.length; i += SLICE) {
      await turnEventLoop();
      await updateSlice(trx, updates.slice(i, i + SLICE), at);
    }
    for (let i = 0; i < report.closedIds.length; i += SLICE) {
      await turnEventLoop();
      // A valid_through still ahead ends now (the JobPosting says when it closed); one already passed stays.
      await trx
        .updateTable('positions')
        .set({ archived_at: at, updated_at: at, valid_through: sql<string>`CASE WHEN valid_through IS NOT NULL AND valid_through <= ${at} THEN valid_through ELSE ${at} END` })
        .where('id', 'in', report.closedIds.slice(i, i + SLICE))
        .execute();
    }
    for (let i = 0; i < inserts.length; i += SLICE) {
      await turnEventLoop();
      const made = await trx.insertInto('positions').values(inserts.slice(i, i + SLICE)).returning('id').execute();
      report.openedIds.push(...made.map((m) => m.id));
      report.created += made.length;
    }
    // What must be announced is recorded with the positions (ARCHITECTURE §3.14): a server instance
    // does the matching and the e-mail, with links on the origin it serves candidates at.
    if (report.openedIds.length) await enqueue(trx, domain, [{ kind: 'announce_positions', positionIds: report.openedIds }], now.getTime());
    return report;
  });
}

/**
 * Imports a file of positions for `domain`: every row checked first (InvalidImport lists every
 * problem by line, and nothing is written), then all of it in one transaction, with the announcement
 * of the positions it opened queued in the outbox (saved searches and job alerts hear of them from
 * a server instance's outbox sender, at once when this process runs one). Search sees the change at once, on
 * every instance: the positions triggers grow the company's search_version (migration 4).
 */
export async function importPositions(deps: ImportDeps, domain: Domain, text: string, format?: ImportFormat): Promise<ImportReport> {
  const now = new Date(deps.now());
  const rows = await checkImportFile(deps.db, domain, text, format, now);
  const written = await writeRows(deps.db, domain.id, rows, now);
  if (written.openedIds.length) wakeOutbox(deps.db);
  return { ...written, alertsQueued: written.openedIds.length, announced: true };
}
