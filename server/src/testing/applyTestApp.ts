import type { Db } from '../db/database';
import { alexApplicationAnswers } from '../db/demo/seedDemoForms';
import type { FormValues } from '../services/forms/rules';
import { untouchedPositionIds } from './formsFixture';
import { count, createTestApp, logInAs, type Browser, type TestApp } from './testApp';
import { uploadedAnswer, type FileAnswer } from './uploadFile';

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\n%%EOF\n');
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** A complete application's answers (Alex's), with `resume` as its resume question's answer. */
export const answersWith = (resume: unknown[]): FormValues => ({ ...alexApplicationAnswers(resume), workAuthorization: 'yes', privacyConsent: true });

/**
 * The app the apply tests share (routes/apply.test.ts: applying logged in, applyForm.test.ts: the form and
 * what the profile fills in, applyLoggedOut.test.ts: visitors), with Alex and Sam logged in and helpers
 * over the demo company. Registers the file's beforeAll/afterAll, so call it once at the top of the file;
 * `t`, `alex` and `sam` exist from its beforeAll on.
 */
export function applyTestApp() {
  let made: { t: TestApp; alex: Browser; sam: Browser } | null = null;
  const ready = () => {
    if (!made) throw new Error('applyTestApp: the app is made in beforeAll; use it inside tests');
    return made;
  };
  beforeAll(async () => {
    const t = await createTestApp();
    made = { t, alex: await logInAs(t.app, 'alex@demo.test'), sam: await logInAs(t.app, 'sam@demo.test') };
  });
  afterAll(async () => {
    await made?.t.close();
  });

  const db = (): Db => ready().t.app.careers.db;
  const alexId = async () => (await db().selectFrom('candidates').select('id').where('email', '=', 'alex@demo.test').executeTakeFirstOrThrow()).id;
  const get = (url: string, who: Browser | null) => ready().t.app.inject({ url, headers: who ? { cookie: who.cookie } : {} });
  const post = (url: string, who: Browser, payload: object) =>
    ready().t.app.inject({ method: 'POST', url, headers: { cookie: who.cookie, 'x-csrf-token': who.csrf }, payload });

  // Positions handed out by freshPosition in this file (each file has its own database).
  const used = new Set<number>();
  /** A live position nobody in these tests has applied for or drafted yet. */
  async function freshPosition(): Promise<{ id: number }> {
    const id = (await untouchedPositionIds(db())).find((candidate) => !used.has(candidate));
    if (id === undefined) throw new Error('no fresh position');
    used.add(id);
    return { id };
  }

  /** Uploads a file as `who` (files are uploaded before the answers that use them) and returns its answer entry. */
  const upload = (who: Browser, name: string, bytes: Buffer) => uploadedAnswer(ready().t.app, who, name, bytes);

  /** A complete application; its resume is uploaded as `who` unless `extra` brings its own. */
  const validAnswers = async (who: Browser, extra: Record<string, unknown> = {}) => ({
    ...answersWith('resume' in extra ? (extra.resume as FileAnswer[]) : [await upload(who, 'alex-cv.pdf', PDF)]),
    ...extra,
  });
  /** When the uploaded file became part of an application (null while it is a pending upload). */
  const attached = async (fileId: number) => (await db().selectFrom('form_files').select('attached_at').where('id', '=', fileId).executeTakeFirstOrThrow()).attached_at;
  /** Alex's latest draft of a live position that has a resume (the demo data's). */
  const alexDraftWithResume = async () =>
    db()
      .selectFrom('draft_applications as d')
      .innerJoin('positions as p', 'p.id', 'd.position_id')
      .select(['d.position_id', 'd.updated_at', 'p.title'])
      .where('d.candidate_id', '=', await alexId())
      .where('p.archived_at', 'is', null)
      .where('d.answers_json', 'like', '%resume%')
      .executeTakeFirstOrThrow();
  /** How many rows applying can add, to compare before and after. */
  const stored = async () => {
    const { app } = ready().t;
    return {
      applications: await count(app, 'applications'),
      submissions: await count(app, 'application_submissions'),
      files: await count(app, 'form_files'),
      notifications: await count(app, 'notifications'),
    };
  };

  return {
    get t() {
      return ready().t;
    },
    get alex() {
      return ready().alex;
    },
    get sam() {
      return ready().sam;
    },
    db, alexId, get, post, freshPosition, upload, validAnswers, attached, alexDraftWithResume, stored,
  };
}
