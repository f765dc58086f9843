import type { Db } from '../connection';
import { seedNotifications, type NotificationPlan } from './demoNotifications';
import { offerLetterPdf } from './offerPdf';
import type { Random } from './random';

/**
 * Everything a demo candidate has done: applications, interviews, saved positions, drafts,
 * referrals, nudges, offers with documents, notifications. Plans are data so the coverage is
 * visible at a glance (every offer and document status, both notification types …).
 * Notifications go through notify(), like the product's own, so the demo shows real wording.
 */

export interface PositionRef {
  id: number;
  title: string;
  salary: string;
}

export interface ActivityContext {
  db: Db;
  rng: Random;
  domain: string;
  company: string;
  now: Date;
  live: PositionRef[];
  archived: PositionRef[];
  eventIds: number[];
}

type OfferStatus = 'Extended' | 'Declined' | 'Accepted' | 'Canceled' | 'Expired';
type DocumentStatus = 'Pending' | 'Signed' | 'Unsigned';

interface DocumentPlan {
  name: string;
  status: DocumentStatus;
  /** Days from now; omitted = no expiry. */
  expiresInDays?: number;
  /** Signed with the e-sign provider instead of the embedded PDF flow. */
  esign?: boolean;
}

interface OfferPlan {
  status: OfferStatus;
  updatedDaysAgo: number;
  expiresInDays: number | null;
  documents: DocumentPlan[];
}

export interface ActivityPlan {
  applications: Array<{ status: string; stage: string; active: boolean; daysAgo: number }>;
  interviews: Array<{ inDays: number; kind: string; location?: string; link?: string }>;
  savedPositions: number;
  savedArchived: number;
  openDrafts: number;
  closedDrafts: number;
  referrals: Array<{ referrer: string; status: string }>;
  nudges: Array<{ kind: string; message: string; actionUrl: string | null }>;
  events: number[];
  offers: OfferPlan[];
  notifications: NotificationPlan[];
}

const DAY = 24 * 60 * 60 * 1000;

export const ALEX_PLAN: ActivityPlan = {
  applications: [
    { status: 'Applied', stage: 'Application received', active: true, daysAgo: 3 },
    { status: 'In review', stage: 'Recruiter screen', active: true, daysAgo: 9 },
    { status: 'Interviewing', stage: 'Technical interview', active: true, daysAgo: 16 },
    { status: 'Rejected', stage: 'Not selected', active: false, daysAgo: 40 },
    { status: 'Withdrawn', stage: 'Withdrawn by candidate', active: false, daysAgo: 55 },
  ],
  interviews: [
    { inDays: 3, kind: 'Video call', link: 'https://meet.demo.test/northwind-interview-1' },
    { inDays: 8, kind: 'Onsite', location: 'Northwind Labs, Friedrichstraße 68, Berlin' },
    { inDays: -10, kind: 'Phone screen', link: 'tel:+15555550100' },
  ],
  savedPositions: 4,
  savedArchived: 1,
  openDrafts: 2,
  closedDrafts: 1,
  referrals: [
    { referrer: 'Jordan Patel', status: 'Submitted' },
    { referrer: 'Morgan Lee', status: 'In review' },
  ],
  nudges: [
    { kind: 'complete_profile', message: 'Add your resume to get better job matches.', actionUrl: '/careers/profile' },
    { kind: 'finish_application', message: 'You have an unfinished application. Pick up where you left off.', actionUrl: '/careers/dashboard' },
    { kind: 'event_reminder', message: 'Our Engineering Open House is next week — save your seat.', actionUrl: '/careers/dashboard' },
  ],
  events: [0, 1],
  offers: [
    {
      status: 'Extended',
      updatedDaysAgo: 1,
      expiresInDays: 10,
      documents: [
        { name: 'Background check consent', status: 'Pending' },
        { name: 'Offer letter', status: 'Unsigned', expiresInDays: 10 },
        { name: 'Employee handbook acknowledgement', status: 'Signed' },
      ],
    },
    {
      status: 'Extended',
      updatedDaysAgo: 2,
      expiresInDays: 6,
      documents: [{ name: 'Employment agreement', status: 'Unsigned', expiresInDays: 6, esign: true }],
    },
    { status: 'Accepted', updatedDaysAgo: 60, expiresInDays: null, documents: [{ name: 'Offer letter', status: 'Signed' }] },
    { status: 'Declined', updatedDaysAgo: 90, expiresInDays: null, documents: [{ name: 'Offer letter', status: 'Unsigned' }] },
    {
      status: 'Extended',
      updatedDaysAgo: 20,
      expiresInDays: -2,
      documents: [{ name: 'Offer letter', status: 'Unsigned', expiresInDays: -2 }],
    },
  ],
  notifications: [
    { event: { type: 'offer_extended', offer: 0 }, hoursAgo: 2, viewed: false, clicked: false },
    { event: { type: 'offer_document_ready', offer: 0, document: 1 }, hoursAgo: 20, viewed: true, clicked: false },
    { event: { type: 'form_assigned', formName: 'Background check authorization', url: '/careers/forms/center' }, hoursAgo: 30, viewed: true, clicked: true },
    { event: { type: 'interview_scheduled', interview: 0 }, hoursAgo: 72, viewed: false, clicked: false },
    { event: { type: 'offer_extended', offer: 1 }, hoursAgo: 48, viewed: true, clicked: true },
    { event: { type: 'application_submitted', application: 0 }, hoursAgo: 3 * 24, viewed: true, clicked: true },
    { event: { type: 'saved_search_matches', searchName: 'Frontend', count: 3, url: '/careers/search?query=frontend' }, hoursAgo: 150, viewed: true, clicked: false },
    { event: { type: 'application_submitted', application: 1 }, hoursAgo: 9 * 24, viewed: true, clicked: true },
    { event: { type: 'welcome' }, hoursAgo: 200 * 24, viewed: true, clicked: true },
  ],
};

export const SAM_PLAN: ActivityPlan = {
  applications: [
    { status: 'In review', stage: 'Hiring manager review', active: true, daysAgo: 6 },
    { status: 'Rejected', stage: 'Position filled', active: false, daysAgo: 35 },
  ],
  interviews: [{ inDays: 5, kind: 'Video call', link: 'https://meet.demo.test/northwind-interview-2' }],
  savedPositions: 2,
  savedArchived: 0,
  openDrafts: 1,
  closedDrafts: 1,
  referrals: [{ referrer: 'Casey Nguyen', status: 'Submitted' }],
  nudges: [{ kind: 'complete_profile', message: 'Add your skills so we can recommend better roles.', actionUrl: '/careers/profile' }],
  events: [2],
  offers: [
    {
      status: 'Extended',
      updatedDaysAgo: 1,
      expiresInDays: 1,
      documents: [{ name: 'Offer letter', status: 'Unsigned', expiresInDays: 1 }],
    },
    { status: 'Canceled', updatedDaysAgo: 45, expiresInDays: null, documents: [{ name: 'Offer letter', status: 'Unsigned' }] },
    { status: 'Expired', updatedDaysAgo: 120, expiresInDays: -100, documents: [{ name: 'Offer letter', status: 'Unsigned', expiresInDays: -100 }] },
  ],
  notifications: [
    { event: { type: 'offer_extended', offer: 0 }, hoursAgo: 5, viewed: false, clicked: false },
    { event: { type: 'form_assigned', formName: 'Tax information (W-4)', url: '/careers/forms/center' }, hoursAgo: 26, viewed: true, clicked: false },
    { event: { type: 'interview_scheduled', interview: 0 }, hoursAgo: 50, viewed: false, clicked: false },
    { event: { type: 'application_submitted', application: 0 }, hoursAgo: 6 * 24, viewed: true, clicked: true },
    { event: { type: 'saved_search_matches', searchName: 'Data', count: 5, url: '/careers/search?filter_department=Data' }, hoursAgo: 170, viewed: true, clicked: false },
    { event: { type: 'welcome' }, hoursAgo: 200 * 24, viewed: true, clicked: true },
  ],
};

/** Inserts one candidate's activity. Positions are drawn from `ctx.live`/`ctx.archived` without repeats. */
export function seedActivity(ctx: ActivityContext, candidate: { id: number; fullName: string }, plan: ActivityPlan): void {
  const { db, rng, domain, now } = ctx;
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const live = rng.sample(ctx.live, 40);
  const takeLive = () => {
    const next = live.shift();
    if (!next) throw new Error('Not enough live demo positions for the demo candidates.');
    return next;
  };
  const archived = rng.sample(ctx.archived, ctx.archived.length);
  const takeArchived = () => archived.shift() ?? takeLive();

  const insertApplication = db.prepare(
    `INSERT INTO applications (domain, candidate_id, position_id, status, stage, is_active, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const applied: PositionRef[] = [];
  for (const a of plan.applications) {
    const position = takeLive();
    applied.push(position);
    insertApplication.run(domain, candidate.id, position.id, a.status, a.stage, a.active ? 1 : 0, at(-a.daysAgo), at(-a.daysAgo / 2));
  }

  const insertInterview = db.prepare(
    `INSERT INTO interviews (domain, candidate_id, position_id, scheduled_at, kind, location, link, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const interviews: Array<{ position: PositionRef; startsAt: Date }> = [];
  for (const i of plan.interviews) {
    const when = new Date(now.getTime() + i.inDays * DAY);
    when.setUTCHours(15, 0, 0, 0);
    const position = takeLive();
    interviews.push({ position, startsAt: when });
    insertInterview.run(domain, candidate.id, position.id, when.toISOString(), i.kind, i.location ?? null, i.link ?? null, at(Math.min(i.inDays, 0) - 5));
  }

  const insertSaved = db.prepare('INSERT INTO saved_positions (domain, candidate_id, position_id, created_at) VALUES (?, ?, ?, ?)');
  for (let n = 0; n < plan.savedPositions; n++) insertSaved.run(domain, candidate.id, takeLive().id, at(-n - 1));
  for (let n = 0; n < plan.savedArchived; n++) insertSaved.run(domain, candidate.id, takeArchived().id, at(-n - 20));

  const insertDraft = db.prepare(
    'INSERT INTO draft_applications (domain, candidate_id, position_id, answers_json, updated_at) VALUES (?, ?, ?, ?, ?)',
  );
  const answers = JSON.stringify({ firstName: candidate.fullName.split(' ')[0], coverLetter: 'I would love to help your team…' });
  for (let n = 0; n < plan.openDrafts; n++) insertDraft.run(domain, candidate.id, takeLive().id, answers, at(-n - 2));
  for (let n = 0; n < plan.closedDrafts; n++) insertDraft.run(domain, candidate.id, takeArchived().id, answers, at(-n - 30));

  const insertReferral = db.prepare(
    'INSERT INTO referrals (domain, candidate_id, position_id, referrer_name, status, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  plan.referrals.forEach((r, n) => insertReferral.run(domain, candidate.id, takeLive().id, r.referrer, r.status, at(-n * 7 - 4)));

  const insertNudge = db.prepare(
    'INSERT INTO nudges (domain, candidate_id, kind, message, action_url, created_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  plan.nudges.forEach((x, n) => insertNudge.run(domain, candidate.id, x.kind, x.message, x.actionUrl, at(-n - 1)));

  const register = db.prepare('INSERT INTO event_registrations (event_id, candidate_id, domain, created_at) VALUES (?, ?, ?, ?)');
  for (const index of plan.events) {
    const eventId = ctx.eventIds[index];
    if (eventId !== undefined) register.run(eventId, candidate.id, domain, at(-3));
  }

  const offers: SeededOffer[] = plan.offers.map((offer) => seedOffer(ctx, candidate, takeLive(), offer));

  seedNotifications(db, { domain, id: candidate.id, fullName: candidate.fullName, now }, { applied, interviews, offers }, plan.notifications);
}

export interface SeededOffer {
  id: number;
  position: PositionRef;
  documents: Array<{ id: number; name: string }>;
}

function seedOffer(ctx: ActivityContext, candidate: { id: number; fullName: string }, position: PositionRef, plan: OfferPlan): SeededOffer {
  const { db, domain, now } = ctx;
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  const offerId = Number(
    db
      .prepare(
        `INSERT INTO offers (domain, candidate_id, position_id, status, created_at, updated_at, expires_at)
         VALUES (?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(domain, candidate.id, position.id, plan.status, at(-plan.updatedDaysAgo - 3), at(-plan.updatedDaysAgo),
        plan.expiresInDays === null ? null : at(plan.expiresInDays)).lastInsertRowid,
  );
  const insertDocument = db.prepare(
    `INSERT INTO offer_documents (domain, offer_id, name, status, signed, url, pdf, s3_path, updated_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const documents = plan.documents.map((doc, n) => {
    const expires = doc.expiresInDays === undefined ? null : at(doc.expiresInDays);
    const pdf = doc.esign
      ? null
      : offerLetterPdf({
          title: doc.name,
          company: ctx.company,
          candidateName: candidate.fullName,
          positionTitle: position.title,
          salary: position.salary,
          startDate: formatDate(new Date(now.getTime() + 30 * DAY)),
          expiresOn: formatDate(new Date(now.getTime() + (doc.expiresInDays ?? plan.expiresInDays ?? 14) * DAY)),
        });
    const slug = doc.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    const info = insertDocument.run(domain, offerId, doc.name, doc.status, doc.status === 'Signed' ? 1 : 0, null, pdf,
      doc.esign ? null : `offers/${offerId}/${slug}.pdf`, at(-plan.updatedDaysAgo + n * 0.01), expires);
    if (doc.esign) {
      // The development e-sign provider serves its signing page under this path on its own origin.
      db.prepare('UPDATE offer_documents SET url = ? WHERE id = ?').run(`/esign/sign/${info.lastInsertRowid}`, info.lastInsertRowid);
    }
    return { id: Number(info.lastInsertRowid), name: doc.name };
  });
  return { id: offerId, position, documents };
}

/** MM/DD/YYYY, the product's date format for offers. */
function formatDate(date: Date): string {
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getUTCFullYear()}`;
}
