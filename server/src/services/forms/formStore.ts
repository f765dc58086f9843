import type { Db } from '../../db/database';
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

export async function getForm(db: Db, domain: string, formId: string): Promise<StoredForm | null> {
  const row = await db.selectFrom('forms').select(['definition_json', 'is_public']).where('domain', '=', domain).where('id', '=', formId).executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** The form candidates fill in to apply for a position: the company's (first) application form. */
export async function getApplicationForm(db: Db, domain: string): Promise<StoredForm | null> {
  const row = await db
    .selectFrom('forms')
    .select(['definition_json', 'is_public'])
    .where('domain', '=', domain)
    .where('kind', '=', 'application')
    .orderBy('created_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  return row ? fromRow(row) : null;
}

/** Creates or replaces a form definition of `domain` (the id comes from the definition). */
export async function saveForm(db: Db, domain: string, definition: FormDefinition, options: { isPublic?: boolean; now?: Date } = {}): Promise<void> {
  const now = (options.now ?? new Date()).toISOString();
  await db
    .insertInto('forms')
    .values({
      domain, id: definition.id, kind: definition.kind, title: definition.title, is_public: options.isPublic ? 1 : 0,
      definition_json: JSON.stringify(definition), created_at: now, updated_at: now,
    })
    .onConflict((oc) =>
      oc.columns(['domain', 'id']).doUpdateSet((eb) => ({
        kind: eb.ref('excluded.kind'),
        title: eb.ref('excluded.title'),
        is_public: eb.ref('excluded.is_public'),
        definition_json: eb.ref('excluded.definition_json'),
        updated_at: eb.ref('excluded.updated_at'),
      })))
    .execute();
}

/** The ids of a company's onboarding forms (kind 'onboarding'), oldest first: what a new candidate is given. */
export async function onboardingFormIds(db: Db, domain: string): Promise<string[]> {
  const rows = await db.selectFrom('forms').select('id').where('domain', '=', domain).where('kind', '=', 'onboarding').orderBy('created_at').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** Every stored form definition of every company (start-up checks). */
export async function allForms(db: Db): Promise<FormDefinition[]> {
  const rows = await db.selectFrom('forms').select('definition_json').orderBy('domain').orderBy('id').execute();
  return rows.map((row) => JSON.parse(row.definition_json) as FormDefinition);
}
