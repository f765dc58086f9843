import { createHash } from 'node:crypto';
import type { StoredFile } from '../../services/forms/formFiles';
import type { FormDefinition, FormValues } from '../../services/forms/rules';
import type { Db } from '../connection';
import { DEMO_DOMAIN } from './company';
import { BACKGROUND_CHECK_FORM, DEMO_FORMS, EMPLOYEE_INFORMATION_FORM, ONBOARDING_FORM, TAX_FORM } from './demoForms';

const DAY = 24 * 60 * 60 * 1000;

// TRANSITIONAL (issue 11, forms branch): saveForm and assignForm (services/forms) are async on Kysely
// now, and this seed still runs in one synchronous transaction on the SQLite handle. These are their
// statements until the seed moves to Kysely and awaits the services themselves.
function saveForm(db: Db, domain: string, definition: FormDefinition, options: { isPublic?: boolean; now: Date }): void {
  const at = options.now.toISOString();
  db.prepare(
    `INSERT INTO forms (domain, id, kind, title, is_public, definition_json, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (domain, id) DO UPDATE SET kind = excluded.kind, title = excluded.title, is_public = excluded.is_public,
       definition_json = excluded.definition_json, updated_at = excluded.updated_at`,
  ).run(domain, definition.id, definition.kind, definition.title, options.isPublic ? 1 : 0, JSON.stringify(definition), at, at);
}

function assignForm(db: Db, domain: string, candidateId: number, formId: string, options: { dueAt: Date; now: Date }): void {
  db.prepare(
    `INSERT INTO form_responses (domain, form_id, candidate_id, status, values_json, due_at, created_at, updated_at)
     VALUES (?, ?, ?, 'open', '{}', ?, ?, ?) ON CONFLICT (domain, candidate_id, form_id) WHERE candidate_id IS NOT NULL DO NOTHING`,
  ).run(domain, formId, candidateId, options.dueAt.toISOString(), options.now.toISOString(), options.now.toISOString());
}

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

/** The answers of Alex's most recent open draft: a real start on the application form, resume included. */
function alexDraft(resume: StoredFile): FormValues {
  return {
    firstName: 'Alex',
    lastName: 'Rivera',
    email: 'alex@demo.test',
    phone: { callingCode: '+49', number: '15123456789', country: 'DE' },
    country: 'DE',
    region: 'BE',
    city: 'Berlin',
    resume: [resume],
    linkedin: 'https://www.linkedin.com/in/alex-rivera-demo',
    'workHistory[0].employer': 'Contoso',
    'workHistory[0].jobTitle': 'Frontend Engineer',
    'workHistory[0].period': { startDate: '03/2019', endDate: '', isCurrent: true },
    skills: ['TypeScript', 'React', 'Node.js'],
    coverLetter: 'I would love to help your team build accessible, fast products. I have led our design system for five years…',
  };
}

function candidateId(db: Db, email: string): number | undefined {
  return db.prepare('SELECT id FROM candidates WHERE domain = ? AND email = ?').pluck().get(DEMO_DOMAIN, email) as number | undefined;
}

function storeDemoFile(db: Db, owner: number, name: string, text: string, at: Date): StoredFile {
  const bytes = Buffer.from(text, 'utf8');
  const id = Number(
    db
      // The bytes go to the blob store when the server starts (moveFilesToStore); the answers below use the file.
      .prepare('INSERT INTO form_files (domain, candidate_id, name, type, size, sha256, content, attached_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)')
      .run(DEMO_DOMAIN, owner, name, 'text/plain; charset=utf-8', bytes.length, createHash('sha256').update(bytes).digest('hex'), bytes, at.toISOString(), at.toISOString())
      .lastInsertRowid,
  );
  return { uid: `demo-${id}`, name, size: bytes.length, type: 'text/plain; charset=utf-8', lastModified: at.getTime(), webkitRelativePath: '', status: 'done', fileId: id };
}

/**
 * The demo company's forms, and the demo candidates' share of them: Alex has an open onboarding form,
 * an in-progress one and a completed one, and a draft application with real answers; Sam has two open.
 * Runs inside seedDemoData's transaction, after the candidates exist.
 */
export function seedDemoForms(db: Db, now: Date): void {
  for (const { definition, isPublic } of DEMO_FORMS) saveForm(db, DEMO_DOMAIN, definition, { isPublic, now });
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const setAnswers = db.prepare(
    'UPDATE form_responses SET status = ?, values_json = ?, updated_at = ?, submitted_at = ? WHERE domain = ? AND candidate_id = ? AND form_id = ?',
  );

  const alex = candidateId(db, 'alex@demo.test');
  if (alex !== undefined) {
    assignForm(db, DEMO_DOMAIN, alex, ONBOARDING_FORM.id, { dueAt: at(7), now: at(-1) });
    assignForm(db, DEMO_DOMAIN, alex, EMPLOYEE_INFORMATION_FORM.id, { dueAt: at(5), now: at(-4) });
    setAnswers.run('in_progress', JSON.stringify(ALEX_EMPLOYEE_INFORMATION), at(-2).toISOString(), null, DEMO_DOMAIN, alex, EMPLOYEE_INFORMATION_FORM.id);
    assignForm(db, DEMO_DOMAIN, alex, BACKGROUND_CHECK_FORM.id, { dueAt: at(-1), now: at(-6) });
    setAnswers.run('completed', JSON.stringify(alexBackgroundCheck(now)), at(-3).toISOString(), at(-3).toISOString(), DEMO_DOMAIN, alex, BACKGROUND_CHECK_FORM.id);

    const draftId = db
      .prepare(
        `SELECT d.id FROM draft_applications d JOIN positions p ON p.id = d.position_id
         WHERE d.domain = ? AND d.candidate_id = ? AND p.archived_at IS NULL ORDER BY d.updated_at DESC, d.id LIMIT 1`,
      )
      .pluck()
      .get(DEMO_DOMAIN, alex) as number | undefined;
    if (draftId !== undefined) {
      const resume = storeDemoFile(db, alex, 'alex-rivera-resume.txt', RESUME_TEXT, at(-2));
      db.prepare('UPDATE draft_applications SET answers_json = ? WHERE id = ?').run(JSON.stringify(alexDraft(resume)), draftId);
    }
  }

  const sam = candidateId(db, 'sam@demo.test');
  if (sam !== undefined) {
    assignForm(db, DEMO_DOMAIN, sam, TAX_FORM.id, { dueAt: at(10), now: at(-1) });
    assignForm(db, DEMO_DOMAIN, sam, EMPLOYEE_INFORMATION_FORM.id, { dueAt: at(12), now: at(-1) });
  }
}

/**
 * Databases made before forms existed have the demo company but none of its forms: add them once, so
 * an existing installation shows the forms center without a fresh database.
 */
export function ensureDemoForms(db: Db, now = new Date()): boolean {
  const hasCompany = db.prepare('SELECT 1 FROM domains WHERE id = ?').get(DEMO_DOMAIN) !== undefined;
  const hasForms = db.prepare('SELECT 1 FROM forms WHERE domain = ? LIMIT 1').get(DEMO_DOMAIN) !== undefined;
  if (!hasCompany || hasForms) return false;
  db.transaction(() => seedDemoForms(db, now))();
  return true;
}
