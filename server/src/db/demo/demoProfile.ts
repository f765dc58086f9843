import { createHash } from 'node:crypto';
import { lockKey, type Db, type Tx } from '../database';
import type { BlobStore } from '../../services/files/blobStore';
import { buildResumePdf, periodText } from '../../services/profile/exportResume';
import { profileDetails } from '../../services/profile/profileDetails';
import { proposeFromText } from '../../services/profile/resumeProposal';
import { skillVocabulary } from '../../services/profile/resumes';
import type { ProfileDetails } from '@careers/shared/contracts/profile';
import { DEMO_DOMAIN } from './company';

interface DemoEntry {
  experience: Array<{ title: string; company: string; start: string; end: string | null }>;
  education: Array<{ school: string; degree: string; start: string; end: string }>;
}

/** The demo candidates' work history and education (their skills and years come from teams.ts). */
const DEMO_HISTORY: Readonly<Record<string, DemoEntry>> = {
  'alex@demo.test': {
    experience: [
      { title: 'Senior Software Engineer', company: 'Blue Harbor Analytics', start: '2021-03', end: null },
      { title: 'Software Engineer', company: 'Lumen Freight', start: '2018-09', end: '2021-02' },
    ],
    education: [{ school: 'University of Toronto', degree: 'BSc Computer Science', start: '2013-09', end: '2017-06' }],
  },
  'sam@demo.test': {
    experience: [{ title: 'Data Analyst', company: 'Granite Retail', start: '2023-01', end: null }],
    education: [],
  },
};

/** Stores the demo candidates' experience and education lists (after the candidates exist). */
export async function seedDemoProfiles(db: Tx, domain: string, now: Date): Promise<void> {
  const at = now.toISOString();
  const candidates = await db.selectFrom('candidates').select(['id', 'email']).where('domain', '=', domain).where('email', 'in', Object.keys(DEMO_HISTORY)).execute();
  for (const { id, email } of candidates) {
    const history = DEMO_HISTORY[email];
    if (!history) continue;
    if (history.experience.length) {
      await db.insertInto('candidate_experience').values(history.experience.map((e, position) => ({
        domain, candidate_id: id, position, title: e.title, company: e.company, start_date: e.start, end_date: e.end, created_at: at,
      }))).execute();
    }
    if (history.education.length) {
      await db.insertInto('candidate_education').values(history.education.map((e, position) => ({
        domain, candidate_id: id, position, school: e.school, degree: e.degree, start_date: e.start, end_date: e.end, created_at: at,
      }))).execute();
    }
  }
}

/** The one line per fact the demo resume's PDF carries, as text: what reading it would give. */
function resumeLines(profile: ProfileDetails): string[] {
  return [
    profile.fullname,
    [profile.email, profile.location].filter(Boolean).join(' · '),
    'Skills',
    profile.skills.join(', '),
    'Experience',
    ...profile.experience.map((e) => `${e.title}, ${e.company}  ${periodText(e.startDate, e.endDate)}`),
    'Education',
    ...profile.education.map((e) => `${e.degree}, ${e.school}  ${periodText(e.startDate, e.endDate)}`),
  ];
}

/**
 * The demo says Alex has a resume (`has_resume`): at start, once, it is made real: his profile exported
 * as a PDF (the export's own code), stored in the blob store like an upload, listed with its text and
 * an already-confirmed proposal. Seeding cannot do it (it has no blob store). Returns whether it added it.
 */
export async function ensureDemoResume(db: Db, store: BlobStore, now = new Date(), domain = DEMO_DOMAIN): Promise<boolean> {
  const alex = await db.selectFrom('candidates').select(['id', 'domain']).where('domain', '=', domain).where('email', '=', 'alex@demo.test').where('has_resume', '=', 1).executeTakeFirst();
  if (!alex) return false;
  const listed = await db.selectFrom('candidate_resumes').select('id').where('domain', '=', domain).where('candidate_id', '=', alex.id).limit(1).executeTakeFirst();
  if (listed) return false;
  const company = await db.selectFrom('domains').select('name').where('id', '=', domain).executeTakeFirstOrThrow();
  const profile = await profileDetails(db, alex);
  const pdf = Buffer.from(await buildResumePdf(profile, company.name, now));
  const sha256 = createHash('sha256').update(pdf).digest('hex');
  // Bytes first (outside the transaction: the database store writes through its own handle); the row refers to them.
  await store.put(sha256, pdf);
  return db.transaction().execute(async (trx) => {
    // Instances starting together on one database: one adds it, the others then find it.
    await lockKey(trx, 'demo-resume');
    const again = await trx.selectFrom('candidate_resumes').select('id').where('domain', '=', domain).where('candidate_id', '=', alex.id).limit(1).executeTakeFirst();
    if (again) return false;
    const at = now.toISOString();
    const text = resumeLines(profile).join('\n');
    const proposal = proposeFromText(text, await skillVocabulary(trx, domain), profile, now);
    const { id: fileId } = await trx.insertInto('form_files').values({
      domain, candidate_id: alex.id, visitor: null, uploader_ip: null, name: 'alex-rivera-resume.pdf', type: 'application/pdf', size: pdf.length,
      sha256, content: null, attached_at: at, created_at: at,
    }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('candidate_resumes').values({
      domain, candidate_id: alex.id, file_id: fileId, name: 'alex-rivera-resume.pdf', type: 'application/pdf', size: pdf.length,
      text, proposal_json: JSON.stringify(proposal), confirmed_at: at, created_at: at,
    }).execute();
    return true;
  });
}
