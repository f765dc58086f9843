import type { Db } from '../../db/connection';
import { sql } from '../../db/statements';
import type { FormDefinition } from './rules';

/** A company's form definition as stored, with the flags the API needs around it. */
export interface StoredForm {
  definition: FormDefinition;
  /** Visitors may open and submit it (the talent-network form). */
  isPublic: boolean;
}

interface Row {
  definition_json: string;
  is_public: number;
}

const fromRow = (row: Row): StoredForm => ({
  definition: JSON.parse(row.definition_json) as FormDefinition,
  isPublic: row.is_public === 1,
});

export function getForm(db: Db, domain: string, formId: string): StoredForm | null {
  const row = sql(db, 'SELECT definition_json, is_public FROM forms WHERE domain = ? AND id = ?').get(domain, formId) as Row | undefined;
  return row ? fromRow(row) : null;
}

/** The form candidates fill in to apply for a position: the company's (first) application form. */
export function getApplicationForm(db: Db, domain: string): StoredForm | null {
  const row = sql(
    db,
    `SELECT definition_json, is_public FROM forms WHERE domain = ? AND kind = 'application' ORDER BY created_at, id LIMIT 1`,
  ).get(domain) as Row | undefined;
  return row ? fromRow(row) : null;
}

/** Creates or replaces a form definition of `domain` (the id comes from the definition). */
export function saveForm(db: Db, domain: string, definition: FormDefinition, options: { isPublic?: boolean; now?: Date } = {}): void {
  const now = (options.now ?? new Date()).toISOString();
  sql(
    db,
    `INSERT INTO forms (domain, id, kind, title, is_public, definition_json, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (domain, id) DO UPDATE SET kind = excluded.kind, title = excluded.title, is_public = excluded.is_public,
       definition_json = excluded.definition_json, updated_at = excluded.updated_at`,
  ).run(domain, definition.id, definition.kind, definition.title, options.isPublic ? 1 : 0, JSON.stringify(definition), now, now);
}

/** Every stored form definition of every company (start-up checks). */
export function allForms(db: Db): FormDefinition[] {
  return (sql(db, 'SELECT definition_json FROM forms ORDER BY domain, id').pluck().all() as string[]).map((json) => JSON.parse(json) as FormDefinition);
}
