import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { inChunks } from '../../db/chunked';
import type { Db } from '../../db/database';
import type { Candidate } from '../candidates';
import { serverI18n } from '../../i18n/serverI18n';
import { shownNotificationText } from '../notifications';
import type { NotificationReader } from '../notificationTexts';

/**
 * Every table that holds records about a candidate, and how "download my data" and "delete my
 * account" treat it. candidateRecords.test.ts walks the database schema: a table with a
 * `candidate_id` column, or one whose foreign key points at a table listed here, that is missing
 * from this list fails that test. New tables must be added here (and their deletion decided).
 */
export interface TablePolicy {
  /** How rows belong to the candidate. */
  owner:
    | { kind: 'self' }
    // Only by candidate_id, never by e-mail alone: an account's address is not proven (sign-up and a
    // change of address check no mailbox), so a logged-out applicant's rows made with the same address
    // are not the account's to read or delete.
    | { kind: 'candidate' }
    | { kind: 'child'; parent: string; column: string }
    /** Outbox rows about the account's own saved searches (see accountMail). */
    | { kind: 'accountMail' }
    /**
     * Rows kept by e-mail address only (a visitor's job alerts): nothing proves that an account with the
     * same address holds that mailbox, so the account's export and deletion leave them alone.
     */
    | { kind: 'address' };
  /** Columns never exported: secrets that would let a reader impersonate the candidate. */
  omit?: readonly string[];
  /**
   * Fields added to each exported row: in place of omitted columns that also hold what the candidate may see, or
   * what a row means to people, in `reader`'s language (the export's).
   */
  summarize?: (row: Record<string, unknown>, reader: NotificationReader) => Record<string, unknown>;
  /**
   * On deletion: 'delete' the rows; 'evidence' keeps the rows of signed offers (and deletes the rest);
   * 'parent' rows go with their parent (foreign key ON DELETE CASCADE); 'self' is the account row;
   * 'address' rows are not the account's (owner 'address') and stay.
   */
  onDelete: 'delete' | 'evidence' | 'parent' | 'self' | 'address';
  /** Why, when the rule is not plain deletion. */
  why?: string;
}

/** In the order deletion runs (rows that refer to others first). */
export const CANDIDATE_TABLES: Readonly<Record<string, TablePolicy>> = {
  sessions: { owner: { kind: 'candidate' }, omit: ['id_hash', 'csrf_token'], onDelete: 'delete' },
  // Stored as written (category_title and message in English, event_json what happened, migration 032), and `shown`:
  // the title and message as the bell draws them, in the language and zone of the export.
  notifications: { owner: { kind: 'candidate' }, summarize: notificationShown, onDelete: 'delete' },
  nudges: { owner: { kind: 'candidate' }, onDelete: 'delete' },
  referrals: { owner: { kind: 'candidate' }, onDelete: 'delete' },
  interviews: { owner: { kind: 'candidate' }, onDelete: 'delete' },
  event_registrations: { owner: { kind: 'candidate' }, onDelete: 'delete' },
  saved_positions: { owner: { kind: 'candidate' }, onDelete: 'delete' },
  saved_search_matches: { owner: { kind: 'child', parent: 'saved_searches', column: 'saved_search_id' }, onDelete: 'parent' },
  saved_searches: { owner: { kind: 'candidate' }, onDelete: 'delete' },
  job_alert_matches: { owner: { kind: 'child', parent: 'job_alerts', column: 'job_alert_id' }, onDelete: 'parent' },
  job_alerts: {
    owner: { kind: 'address' },
    onDelete: 'address',
    why: 'Job alerts belong to an e-mail address, whose owner confirmed them or not, never to an account: an account with the same address proves nothing. The alert\'s own unsubscribe link deletes it; its owner asks the company for its data.',
  },
  outbox: {
    owner: { kind: 'accountMail' },
    // The payload of a pending or failed confirmation carries the raw job-alert token: whoever signs up
    // with an address could otherwise export it and confirm an alert that address never asked for
    // (double opt-in). The lease and the SMTP error are the server's business, not the candidate's.
    omit: ['payload_json', 'last_error', 'claimed_by', 'claimed_until'],
    summarize: outboxMessageSummary,
    onDelete: 'delete',
    why: 'The new-jobs messages of the account\'s saved searches, queued, sent or failed, are listed in the export and go with the account. Mail of a visitor\'s job alert to the same address (its confirmation, its new jobs) is the address\'s, like the alert.',
  },
  job_cart_candidate_items: { owner: { kind: 'candidate' }, onDelete: 'delete' },
  candidate_skills: { owner: { kind: 'candidate' }, onDelete: 'delete' },
  candidate_experience: { owner: { kind: 'candidate' }, onDelete: 'delete' },
  candidate_education: { owner: { kind: 'candidate' }, onDelete: 'delete' },
  candidate_resumes: { owner: { kind: 'candidate' }, onDelete: 'delete' },
  draft_applications: { owner: { kind: 'candidate' }, onDelete: 'delete' },
  // A logged-out application (candidate_id NULL) is the company's record of a visitor: it is never the account's.
  application_submissions: { owner: { kind: 'candidate' }, onDelete: 'delete' },
  application_status_changes: { owner: { kind: 'candidate' }, onDelete: 'delete' },
  applications: { owner: { kind: 'candidate' }, onDelete: 'delete' },
  form_responses: { owner: { kind: 'candidate' }, onDelete: 'delete' },
  form_files: { owner: { kind: 'candidate' }, onDelete: 'delete' },
  offer_actions: { owner: { kind: 'candidate' }, onDelete: 'delete' },
  vslog: { owner: { kind: 'candidate' }, onDelete: 'delete' },
  offers: { owner: { kind: 'candidate' }, onDelete: 'evidence', why: 'A signed offer is the evidence of an employment contract.' },
  offer_documents: { owner: { kind: 'child', parent: 'offers', column: 'offer_id' }, onDelete: 'parent' },
  esign_results: { owner: { kind: 'child', parent: 'offer_documents', column: 'document_id' }, onDelete: 'parent' },
  offer_events: {
    owner: { kind: 'candidate' },
    onDelete: 'evidence',
    why: 'The signing record (when, from which address and browser, the document before and after) proves the signature.',
  },
  candidates: { owner: { kind: 'self' }, omit: ['password_hash'], onDelete: 'self' },
};

type Row = Record<string, unknown>;

/** The payload fields that describe a queued message to its recipient (never tokens or unsubscribe ids). */
// `filters`: a job-alert confirmation's description of its search (its labels only).
const OUTBOX_MESSAGE_FIELDS = ['company', 'search', 'filters', 'jobs'] as const;

/** What an outbox row says to its recipient: the company, the search and the jobs it is about. */
function outboxMessageSummary(row: Row): Row {
  const payload = parsePayload(row);
  const message: Row = {};
  for (const field of OUTBOX_MESSAGE_FIELDS) if (payload[field] !== undefined) message[field] = payload[field];
  return { message };
}

/** A notification as the candidate's bell shows it, in the export's language. */
function notificationShown(row: Row, reader: NotificationReader): Row {
  const stored = { category_title: String(row.category_title), message: String(row.message), event_json: typeof row.event_json === 'string' ? row.event_json : null };
  return { shown: shownNotificationText(stored, reader) };
}

/** Bytes are described, not copied: size and SHA-256 (the file itself downloads from its link). */
function exportable(value: unknown): unknown {
  if (value instanceof Uint8Array) return { bytes: value.length, sha256: createHash('sha256').update(value).digest('hex') };
  return value;
}

/**
 * The outbox rows of the account: "new jobs" messages of its own saved searches (the payload's
 * `unsubscribe` names the saved search), found among the mail to its current address (the indexed
 * `email` column). Other mail to that address (a visitor's job alert) is not the account's.
 */
export async function accountMail(db: Db, candidate: Candidate): Promise<Row[]> {
  const searches = await db.selectFrom('saved_searches').select('id').where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).execute();
  if (!searches.length) return [];
  const own = new Set(searches.map((row) => Number(row.id)));
  const rows = (
    await sql<Row>`SELECT * FROM outbox WHERE domain = ${candidate.domain} AND LOWER(email) = ${candidate.email.toLowerCase()} AND kind = 'new_jobs_mail'`.execute(db)
  ).rows;
  return rows.filter((row) => {
    const unsubscribe = parsePayload(row).unsubscribe as { kind?: unknown; id?: unknown } | undefined;
    return unsubscribe?.kind === 'search' && own.has(Number(unsubscribe.id));
  });
}

function parsePayload(row: Row): Row {
  try {
    return JSON.parse(String(row.payload_json ?? '{}')) as Row;
  } catch {
    // A payload that is not JSON says nothing.
    return {};
  }
}

async function rowsOf(db: Db, table: string, policy: TablePolicy, candidate: Candidate, collected: Map<string, Row[]>): Promise<Row[]> {
  const t = sql.table(table);
  const { owner } = policy;
  if (owner.kind === 'self') {
    return (await sql<Row>`SELECT * FROM ${t} WHERE domain = ${candidate.domain} AND id = ${candidate.id}`.execute(db)).rows;
  }
  if (owner.kind === 'address') return [];
  if (owner.kind === 'accountMail') return accountMail(db, candidate);
  if (owner.kind === 'candidate') {
    return (await sql<Row>`SELECT * FROM ${t} WHERE domain = ${candidate.domain} AND candidate_id = ${candidate.id}`.execute(db)).rows;
  }
  const ids = (collected.get(owner.parent) ?? []).map((row) => Number(row.id));
  if (!ids.length) return [];
  // A parent's rows can be many (every application of years): the list goes in pieces.
  return inChunks(ids, async (piece) => (await sql<Row>`SELECT * FROM ${t} WHERE domain = ${candidate.domain} AND ${sql.ref(owner.column)} IN (${sql.join(piece)})`.execute(db)).rows);
}

/** Where the candidate downloads a file a row describes. */
function linkOf(table: string, row: Row, domain: string): string | undefined {
  const q = `domain=${encodeURIComponent(domain)}`;
  if (table === 'candidate_resumes') return `/api/pcsx/resumes/${String(row.id)}/file?${q}`;
  if (table === 'form_files') return `/api/pcsx/form_files/${String(row.id)}?${q}`;
  if (table === 'offer_documents') return `/api/offer/offers/${String(row.offer_id)}/${String(row.id)}/file?${q}&download=1`;
  return undefined;
}

export interface CandidateExport {
  format: 'careers-candidate-export';
  version: 1;
  exportedAt: string;
  company: string;
  candidateId: number;
  /** How files are given: their size and SHA-256 here, the bytes at `download`. */
  files: string;
  tables: Record<string, Row[]>;
}

/**
 * Every record about the candidate, table by table (CANDIDATE_TABLES), in one JSON-ready object. Its sentences for
 * people and its notifications' `shown` texts are in `reader`'s language (the candidate's pages') and zone.
 */
export async function exportCandidateData(db: Db, candidate: Candidate, now: Date, reader: NotificationReader): Promise<CandidateExport> {
  const collected = new Map<string, Row[]>();
  // Parents first, so children find their parents' ids.
  const order = Object.keys(CANDIDATE_TABLES).sort((a, b) => depth(a) - depth(b));
  for (const table of order) {
    const policy = CANDIDATE_TABLES[table] as TablePolicy;
    collected.set(table, await rowsOf(db, table, policy, candidate, collected));
  }
  const tables: Record<string, Row[]> = {};
  for (const table of Object.keys(CANDIDATE_TABLES).sort()) {
    const policy = CANDIDATE_TABLES[table] as TablePolicy;
    tables[table] = (collected.get(table) ?? []).map((row) => {
      const out: Row = {};
      for (const [key, value] of Object.entries(row)) if (!policy.omit?.includes(key)) out[key] = exportable(value);
      if (policy.summarize) Object.assign(out, policy.summarize(row, reader));
      const download = linkOf(table, row, candidate.domain);
      if (download) out.download = download;
      return out;
    });
  }
  return {
    format: 'careers-candidate-export',
    version: 1,
    exportedAt: now.toISOString(),
    company: candidate.domain,
    candidateId: candidate.id,
    files: serverI18n(reader.locale).t('server.export.files'),
    tables,
  };
}

function depth(table: string): number {
  const owner = CANDIDATE_TABLES[table]?.owner;
  return owner?.kind === 'child' ? 1 + depth(owner.parent) : 0;
}
