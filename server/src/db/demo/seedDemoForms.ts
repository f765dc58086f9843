import { createHash } from 'node:crypto';
import type { StoredFile } from '../../services/forms/formFiles';
import type { FormValues } from '../../services/forms/rules';
import { lockKey, type Db, type Tx } from '../database';
import { DEMO_DOMAIN } from './company';
import { BACKGROUND_CHECK_FORM, DEMO_FORMS, EMPLOYEE_INFORMATION_FORM, ONBOARDING_FORM, TAX_FORM } from './demoForms';

const DAY = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' (UTC) `days` from `now`: the value shape of a date question. */
const isoDay = (now: Date, days: number) => new Date(now.getTime() + days * DAY).toISOString().slice(0, 10);

/** Alex is half-way through the stepper form: contact details and address filled in. */
const ALEX_EMPLOYEE_INFORMATION: FormValues = {
  legalFirstName: 'Alex',
  legalLastName: 'Rivera',
  workEmail: 'alex@demo.test',
  phone: { callingCode: '+49', number: '15123456789', country: 'DE' },
  street: 'Friedrichstraße 68',
  postalCode: '10117',
  city: 'Berlin',
  country: 'DE',
  region: 'BE',
};

/** Alex's finished background check (every required answer, valid under the form's rules). */
const alexBackgroundCheck = (now: Date): FormValues => ({
  legalName: 'Alex Rivera',
  dateOfBirth: '1991-04-12',
  countryOfResidence: 'DE',
  authorize: true,
  signature: 'Alex Rivera',
  signedOn: isoDay(now, -3),
});

const RESUME_TEXT = `Alex Rivera
Frontend engineer, Berlin

Experience
- Contoso, Frontend Engineer (03/2019 - today): design system in React and TypeScript, accessibility lead.
- Fabrikam, Web Developer (09/2015 - 02/2019): customer portal, performance budget, end-to-end tests.

Skills: TypeScript, React, Node.js, SQL, accessibility, testing
`;

/** Alex's answers to the application form's required questions, with `resume` as the resume question's answer (tests apply with them too). */
export function alexApplicationAnswers(resume: unknown[]): FormValues {
  return {
    firstName: 'Alex',
    lastName: 'Rivera',
    email: 'alex@demo.test',
    phone: { callingCode: '+49', number: '15123456789', country: 'DE' },
    country: 'DE',
    region: 'BE',
    resume,
    'workHistory[0].employer': 'Contoso',
    'workHistory[0].jobTitle': 'Frontend Engineer',
    'workHistory[0].period': { startDate: '03/2019', endDate: '', isCurrent: true },
  };
}

/** The answers of Alex's most recent open draft: a real start on the application form, resume included. */
function alexDraft(resume: StoredFile): FormValues {
  return {
    ...alexApplicationAnswers([resume]),
    city: 'Berlin',
    linkedin: 'https://www.linkedin.com/in/alex-rivera-demo',
    skills: ['TypeScript', 'React', 'Node.js'],
    coverLetter: 'I would love to help your team build accessible, fast products. I have led our design system for five years…',
  };
}

async function candidateId(db: Tx, email: string): Promise<number | undefined> {
  const row = await db.selectFrom('candidates').select('id').where('domain', '=', DEMO_DOMAIN).where('email', '=', email).executeTakeFirst();
  return row?.id;
}

/**
 * The file's bytes go into its row, as uploads stored before the blob store did: the server moves them
 * to FILES_DIR when it starts (services/files moveFilesToStore), so the seed needs no store of its own.
 */
async function storeDemoFile(db: Tx, owner: number, name: string, text: string, at: Date): Promise<StoredFile> {
  const bytes = Buffer.from(text, 'utf8');
  const type = 'text/plain; charset=utf-8';
  const { id } = await db
    .insertInto('form_files')
    .values({
      domain: DEMO_DOMAIN, candidate_id: owner, visitor: null, uploader_ip: null, name, type, size: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'), content: bytes, attached_at: at.toISOString(), created_at: at.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { uid: `demo-${id}`, name, size: bytes.length, type, lastModified: at.getTime(), webkitRelativePath: '', status: 'done', fileId: id };
}

/**
 * The demo company's forms, and the demo candidates' share of them: Alex has an open onboarding form,
 * an in-progress one and a completed one, and a draft application with real answers; Sam has two open.
 * Runs inside seedDemoData's transaction, after the candidates exist. The rows are those the forms
 * services write (formStore saveForm, formResponses assignForm), written here in a few statements.
 */
export async function seedDemoForms(db: Tx, now: Date): Promise<void> {
  const stamp = now.toISOString();
  await db
    .insertInto('forms')
    .values(DEMO_FORMS.map(({ definition, isPublic }) => ({
      domain: DEMO_DOMAIN, id: definition.id, kind: definition.kind, title: definition.title, is_public: isPublic ? 1 : 0,
      definition_json: JSON.stringify(definition), created_at: stamp, updated_at: stamp,
    })))
    .onConflict((oc) => oc.columns(['domain', 'id']).doUpdateSet((eb) => ({
      kind: eb.ref('excluded.kind'), title: eb.ref('excluded.title'), is_public: eb.ref('excluded.is_public'),
      definition_json: eb.ref('excluded.definition_json'), updated_at: eb.ref('excluded.updated_at'),
    })))
    .execute();
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  /** An assigned form: open, with no answers yet (what assignForm stores). */
  const assign = (candidate: number, formId: string, dueAt: Date, assignedAt: Date) => ({
    domain: DEMO_DOMAIN, form_id: formId, candidate_id: candidate, status: 'open', values_json: '{}', due_at: dueAt.toISOString(),
    created_at: assignedAt.toISOString(), updated_at: assignedAt.toISOString(), submitted_at: null as string | null,
  });

  const alex = await candidateId(db, 'alex@demo.test');
  const sam = await candidateId(db, 'sam@demo.test');
  const responses = [];
  if (alex !== undefined) {
    responses.push(
      assign(alex, ONBOARDING_FORM.id, at(7), at(-1)),
      { ...assign(alex, EMPLOYEE_INFORMATION_FORM.id, at(5), at(-4)), status: 'in_progress', values_json: JSON.stringify(ALEX_EMPLOYEE_INFORMATION), updated_at: at(-2).toISOString() },
      {
        ...assign(alex, BACKGROUND_CHECK_FORM.id, at(-1), at(-6)),
        status: 'completed', values_json: JSON.stringify(alexBackgroundCheck(now)), updated_at: at(-3).toISOString(), submitted_at: at(-3).toISOString(),
      },
    );
  }
  if (sam !== undefined) responses.push(assign(sam, TAX_FORM.id, at(10), at(-1)), assign(sam, EMPLOYEE_INFORMATION_FORM.id, at(12), at(-1)));
  if (responses.length > 0) {
    // The product's unique index is partial (candidate_id IS NOT NULL): the conflict target says so.
    await db
      .insertInto('form_responses')
      .values(responses)
      .onConflict((oc) => oc.columns(['domain', 'candidate_id', 'form_id']).where('candidate_id', 'is not', null).doNothing())
      .execute();
  }

  if (alex !== undefined) {
    const draft = await db
      .selectFrom('draft_applications as d')
      .innerJoin('positions as p', 'p.id', 'd.position_id')
      .select('d.id')
      .where('d.domain', '=', DEMO_DOMAIN)
      .where('d.candidate_id', '=', alex)
      .where('p.archived_at', 'is', null)
      .orderBy('d.updated_at', 'desc')
      .orderBy('d.id')
      .limit(1)
      .executeTakeFirst();
    if (draft) {
      const resume = await storeDemoFile(db, alex, 'alex-rivera-resume.txt', RESUME_TEXT, at(-2));
      await db.updateTable('draft_applications').set({ answers_json: JSON.stringify(alexDraft(resume)) }).where('id', '=', draft.id).execute();
    }
  }
}

/**
 * Databases made before forms existed have the demo company but none of its forms: add them once, so
 * an existing installation shows the forms center without a fresh database.
 */
export async function ensureDemoForms(db: Db, now = new Date()): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    // Instances starting together on one database: one adds them, the others then see them.
    await lockKey(trx, 'demo-forms');
    const hasCompany = await trx.selectFrom('domains').select('id').where('id', '=', DEMO_DOMAIN).executeTakeFirst();
    const hasForms = await trx.selectFrom('forms').select('id').where('domain', '=', DEMO_DOMAIN).limit(1).executeTakeFirst();
    if (!hasCompany || hasForms) return false;
    await seedDemoForms(trx, now);
    return true;
  });
}
