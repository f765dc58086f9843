import type { Insertable } from 'kysely';
import { inRowChunks } from '../chunked';
import type { Tx } from '../database';
import type { Tables } from '../tables';
import { pathTo } from '../../services/dashboard/applicationStages';
import { searchKey } from '../../services/savedSearches/savedSearches';
import { DEMO_TIME_ZONE } from './company';
import { ONBOARDING_FORM, TAX_FORM } from './demoForms';
import { seedNotifications, type NotificationPlan } from './demoNotifications';
import { workdayAt } from './localTime';
import { OFFICE_TIME_ZONES, officeIn } from './officeTimeZones';
import { offerLetterPdf } from './offerPdf';
import type { Random } from './random';
import type { ProfileSection } from '@careers/shared/contracts/profile';

/**
 * Everything a demo candidate has done: applications, interviews, saved positions, drafts,
 * referrals, nudges, offers with documents, notifications. Plans are data so the coverage is
 * visible at a glance (every offer and document status, both notification types …).
 * Notifications are worded by the product's own templates, so the demo shows real wording.
 */

export interface PositionRef {
  id: number;
  title: string;
  salary: string;
  city: string;
  country: string;
  remote: boolean;
}

export interface ActivityContext {
  db: Tx;
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
  /** Signed with the e-sign provider instead of the embedded PDF flow (the provider shows and stamps its PDF). */
  esign?: boolean;
  /** The offer letter: signing it accepts the offer. Every offer has exactly one. */
  letter?: boolean;
}

interface OfferPlan {
  status: OfferStatus;
  updatedDaysAgo: number;
  expiresInDays: number | null;
  documents: DocumentPlan[];
}

export interface ActivityPlan {
  /** Applications of their own; each offer brings its application too (in 'Offer', or 'Hired' when accepted). */
  applications: Array<{ status: string; stage: string; active: boolean; daysAgo: number }>;
  /**
   * `application`: the index of the 'Interviewing' application it is for (issue 24 item 12: no interview for a job
   * never applied to). `time`: the local time ('HH:MM') as a recruiter would book it, in the company's time zone, or
   * for an onsite interview where it takes place (the office in the position's city); a weekend date moves to a weekday.
   */
  interviews: Array<{ application: number; inDays: number; time: string; kind: 'Onsite' | 'Video call' | 'Phone screen'; link?: string }>;
  savedPositions: number;
  savedArchived: number;
  openDrafts: number;
  closedDrafts: number;
  referrals: Array<{ referrer: string; status: string }>;
  /** `subject`: the profile section a 'complete_profile' nudge asks for (nudges.subject, migration 023). */
  nudges: Array<{ kind: string; message: string; actionUrl: string | null; subject?: ProfileSection }>;
  events: number[];
  /** Saved searches with in-app alerts; the saved-search notifications name one of these. */
  savedSearches: Array<{ query: string; location: string; filters: Record<string, string[]> }>;
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
    { status: 'Interviewing', stage: 'Onsite interview', active: true, daysAgo: 21 },
  ],
  // A phone screen behind and a video call ahead for the technical interview; an onsite one for the other.
  interviews: [
    { application: 2, inDays: 3, time: '10:00', kind: 'Video call', link: 'https://meet.demo.test/northwind-interview-1' },
    { application: 5, inDays: 8, time: '14:30', kind: 'Onsite' },
    { application: 2, inDays: -6, time: '11:15', kind: 'Phone screen', link: 'tel:+15555550100' },
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
    { kind: 'complete_profile', subject: 'avatar', message: 'Add a photo to your profile so recruiters recognise you at interviews.', actionUrl: '/careers/profile' },
    { kind: 'finish_application', message: 'You have an unfinished application. Pick up where you left off.', actionUrl: '/careers/dashboard' },
    { kind: 'event_reminder', message: 'Our Engineering Open House is next week — save your seat.', actionUrl: '/careers/dashboard' },
  ],
  events: [0, 1],
  savedSearches: [{ query: 'Frontend', location: '', filters: {} }],
  // Every state the offers pages show (issue 12): Extended with an unsigned embedded letter, a Pending
  // and a Signed document; Extended with an e-sign letter; Accepted (signed); Declined; Extended but
  // past its expires_at (shown Expired). Sam has the one expiring in a day, a Canceled and a stored Expired one.
  offers: [
    {
      status: 'Extended',
      updatedDaysAgo: 1,
      expiresInDays: 10,
      documents: [
        { name: 'Background check consent', status: 'Pending' },
        { name: 'Offer letter', status: 'Unsigned', expiresInDays: 10, letter: true },
        { name: 'Employee handbook acknowledgement', status: 'Signed' },
      ],
    },
    {
      status: 'Extended',
      updatedDaysAgo: 2,
      expiresInDays: 6,
      documents: [{ name: 'Offer letter and employment agreement', status: 'Unsigned', expiresInDays: 6, esign: true, letter: true }],
    },
    { status: 'Accepted', updatedDaysAgo: 60, expiresInDays: null, documents: [{ name: 'Offer letter', status: 'Signed', letter: true }] },
    { status: 'Declined', updatedDaysAgo: 90, expiresInDays: null, documents: [{ name: 'Offer letter', status: 'Unsigned', letter: true }] },
    {
      status: 'Extended',
      updatedDaysAgo: 20,
      expiresInDays: -2,
      documents: [{ name: 'Offer letter', status: 'Unsigned', expiresInDays: -2, letter: true }],
    },
  ],
  notifications: [
    { event: { type: 'offer_extended', offer: 0 }, hoursAgo: 2, viewed: false, clicked: false },
    { event: { type: 'offer_document_ready', offer: 0, document: 1 }, hoursAgo: 20, viewed: true, clicked: false },
    // The form Alex still has to fill in (seedDemoForms assigns it a day ago); his background check is completed.
    { event: { type: 'form_assigned', form: ONBOARDING_FORM.id }, hoursAgo: 24, viewed: true, clicked: true },
    { event: { type: 'interview_scheduled', interview: 0 }, hoursAgo: 72, viewed: false, clicked: false },
    { event: { type: 'offer_extended', offer: 1 }, hoursAgo: 48, viewed: true, clicked: true },
    { event: { type: 'application_submitted', application: 0 }, hoursAgo: 3 * 24, viewed: true, clicked: true },
    { event: { type: 'saved_search_matches', search: 0, count: 3 }, hoursAgo: 150, viewed: true, clicked: false },
    { event: { type: 'application_submitted', application: 1 }, hoursAgo: 9 * 24, viewed: true, clicked: true },
    { event: { type: 'welcome' }, hoursAgo: 200 * 24, viewed: true, clicked: true },
  ],
};

export const SAM_PLAN: ActivityPlan = {
  applications: [
    { status: 'In review', stage: 'Hiring manager review', active: true, daysAgo: 6 },
    { status: 'Rejected', stage: 'Position filled', active: false, daysAgo: 35 },
    { status: 'Interviewing', stage: 'Video interview', active: true, daysAgo: 14 },
  ],
  interviews: [{ application: 2, inDays: 5, time: '16:00', kind: 'Video call', link: 'https://meet.demo.test/northwind-interview-2' }],
  savedPositions: 2,
  savedArchived: 0,
  openDrafts: 1,
  closedDrafts: 1,
  referrals: [{ referrer: 'Casey Nguyen', status: 'Submitted' }],
  nudges: [{ kind: 'complete_profile', subject: 'skills', message: 'Add your skills so we can recommend better roles.', actionUrl: '/careers/profile' }],
  events: [2],
  savedSearches: [{ query: '', location: '', filters: { department: ['Data'] } }],
  offers: [
    {
      status: 'Extended',
      updatedDaysAgo: 1,
      expiresInDays: 1,
      documents: [{ name: 'Offer letter', status: 'Unsigned', expiresInDays: 1, letter: true }],
    },
    { status: 'Canceled', updatedDaysAgo: 45, expiresInDays: null, documents: [{ name: 'Offer letter', status: 'Unsigned', letter: true }] },
    { status: 'Expired', updatedDaysAgo: 120, expiresInDays: -100, documents: [{ name: 'Offer letter', status: 'Unsigned', expiresInDays: -100, letter: true }] },
  ],
  notifications: [
    { event: { type: 'offer_extended', offer: 0 }, hoursAgo: 5, viewed: false, clicked: false },
    { event: { type: 'form_assigned', form: TAX_FORM.id }, hoursAgo: 24, viewed: true, clicked: false },
    { event: { type: 'interview_scheduled', interview: 0 }, hoursAgo: 50, viewed: false, clicked: false },
    { event: { type: 'application_submitted', application: 0 }, hoursAgo: 6 * 24, viewed: true, clicked: true },
    { event: { type: 'saved_search_matches', search: 0, count: 5 }, hoursAgo: 170, viewed: true, clicked: false },
    { event: { type: 'welcome' }, hoursAgo: 200 * 24, viewed: true, clicked: true },
  ],
};

/** Inserts one candidate's activity. Positions are drawn from `ctx.live`/`ctx.archived` without repeats. */
export async function seedActivity(ctx: ActivityContext, candidate: { id: number; fullName: string }, plan: ActivityPlan): Promise<void> {
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
  const owner = { domain, candidate_id: candidate.id };

  // An onsite interview is held in the position's city, so its application is for a position with an office
  // (not remote, in a country whose time zone is known); any other application takes the next position.
  const onsite = new Set(plan.interviews.filter((i) => i.kind === 'Onsite').map((i) => i.application));
  const withOffice = (p: PositionRef) => !p.remote && OFFICE_TIME_ZONES[p.country] !== undefined;
  const takeWithOffice = () => {
    const index = live.findIndex(withOffice);
    const found = index >= 0 ? live.splice(index, 1)[0] : ctx.live.find((p) => withOffice(p) && !used.has(p.id));
    if (!found) throw new Error('No demo position with an office for the onsite interview.');
    return found;
  };
  const used = new Set<number>();
  const applied = plan.applications.map((_, n) => (onsite.has(n) ? takeWithOffice() : takeLive()));
  for (const p of applied) used.add(p.id);
  for (const [n, a] of plan.applications.entries()) {
    await insertApplication(db, owner, applied[n] as PositionRef, a.status, a.stage, a.active, at(-a.daysAgo), at(-a.daysAgo / 2));
  }

  const interviews = plan.interviews.map((i) => {
    const position = applied[i.application];
    if (!position || plan.applications[i.application]?.status !== 'Interviewing') throw new Error('A demo interview is for an application in Interviewing.');
    const timeZone = i.kind === 'Onsite' ? (OFFICE_TIME_ZONES[position.country] as string) : DEMO_TIME_ZONE;
    return { plan: i, position, startsAt: workdayAt(now, i.inDays, i.time, timeZone) };
  });
  await insertAll(db, 'interviews', interviews.map(({ plan: i, position, startsAt }) => ({
    ...owner, position_id: position.id, scheduled_at: startsAt.toISOString(), kind: i.kind, location: i.kind === 'Onsite' ? officeIn(position.city) : null,
    link: i.link ?? null, created_at: at(Math.min(i.inDays, 0) - 5),
  })));

  const saved = [
    ...Array.from({ length: plan.savedPositions }, (_, n) => ({ ...owner, position_id: takeLive().id, created_at: at(-n - 1) })),
    ...Array.from({ length: plan.savedArchived }, (_, n) => ({ ...owner, position_id: takeArchived().id, created_at: at(-n - 20) })),
  ];
  await insertAll(db, 'saved_positions', saved);

  const answers_json = JSON.stringify({ firstName: candidate.fullName.split(' ')[0], coverLetter: 'I would love to help your team…' });
  const drafts = [
    ...Array.from({ length: plan.openDrafts }, (_, n) => ({ ...owner, position_id: takeLive().id, answers_json, updated_at: at(-n - 2) })),
    ...Array.from({ length: plan.closedDrafts }, (_, n) => ({ ...owner, position_id: takeArchived().id, answers_json, updated_at: at(-n - 30) })),
  ];
  await insertAll(db, 'draft_applications', drafts);

  await insertAll(db, 'referrals', plan.referrals.map((r, n) => ({
    ...owner, position_id: takeLive().id, referrer_name: r.referrer, status: r.status, created_at: at(-n * 7 - 4),
  })));
  await insertAll(db, 'nudges', plan.nudges.map((x, n) => ({
    ...owner, kind: x.kind, subject: x.subject ?? null, message: x.message, action_url: x.actionUrl, created_at: at(-n - 1),
  })));
  const registrations = plan.events.flatMap((index) => {
    const eventId = ctx.eventIds[index];
    return eventId === undefined ? [] : [{ event_id: eventId, ...owner, created_at: at(-3) }];
  });
  await insertAll(db, 'event_registrations', registrations);

  const savedSearches = plan.savedSearches.map((search) => ({ query: search.query, location: search.location, filters: search.filters }));
  await insertAll(db, 'saved_searches', savedSearches.map((search, n) => ({
    ...owner, query: search.query, location: search.location, filters_json: JSON.stringify(search.filters),
    search_key: searchKey(search.query, search.location, search.filters), created_at: at(-n * 5 - 10), alert_email: 0,
  })));

  const offers: SeededOffer[] = [];
  for (const offer of plan.offers) {
    const seeded = await seedOffer(ctx, candidate, takeLive(), offer);
    offers.push(seeded);
    // The application the offer came from: applied a month before the offer, in 'Offer' since, 'Hired' once accepted.
    const { status, stage, active } = applicationOf(offer);
    await insertApplication(db, owner, seeded.position, status, stage, active, at(-offer.updatedDaysAgo - 33), at(-offer.updatedDaysAgo));
  }

  await seedNotifications(
    db,
    { domain, id: candidate.id, fullName: candidate.fullName, now },
    { applied, interviews: interviews.map(({ position, startsAt }) => ({ position, startsAt })), offers, savedSearches },
    plan.notifications,
  );
}

/** The application behind an offer, in the state the offer puts it. */
function applicationOf(offer: OfferPlan): { status: string; stage: string; active: boolean } {
  if (offer.status === 'Accepted') return { status: 'Hired', stage: 'Hired', active: false };
  const pastDeadline = offer.expiresInDays !== null && offer.expiresInDays < 0;
  if (offer.status === 'Expired' || (offer.status === 'Extended' && pastDeadline)) return { status: 'Offer', stage: 'Offer expired', active: false };
  if (offer.status === 'Declined') return { status: 'Offer', stage: 'Offer declined', active: false };
  if (offer.status === 'Canceled') return { status: 'Offer', stage: 'Offer canceled', active: false };
  return { status: 'Offer', stage: 'Offer extended', active: true };
}

/** One application with its status timeline: the steps to where it is, spread from applying to the last change. */
async function insertApplication(
  db: Tx, owner: { domain: string; candidate_id: number }, position: PositionRef, status: string, stage: string, active: boolean, createdAt: string, updatedAt: string,
): Promise<void> {
  const { id } = await db
    .insertInto('applications')
    .values({ ...owner, position_id: position.id, status, stage, is_active: active ? 1 : 0, created_at: createdAt, updated_at: updatedAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  const steps = pathTo(status, stage);
  const [from, to] = [Date.parse(createdAt), Date.parse(updatedAt)];
  await insertAll(db, 'application_status_changes', steps.map((step, k) => ({
    ...owner, application_id: id, status: step.status, stage: step.stage,
    created_at: new Date(from + (steps.length === 1 ? 0 : (k * (to - from)) / (steps.length - 1))).toISOString(),
  })));
}

/** Multi-row INSERTs under the engines' parameter limits (none for an empty plan: a VALUES list cannot be empty). */
async function insertAll<T extends keyof Tables>(db: Tx, table: T, rows: Array<Insertable<Tables[T]>>): Promise<void> {
  // The cast: Kysely cannot relate a generic table name to its row type.
  await inRowChunks(rows, (piece) => db.insertInto(table).values(piece as never).execute());
}

export interface SeededOffer {
  id: number;
  position: PositionRef;
  documents: Array<{ id: number; name: string }>;
}

async function seedOffer(ctx: ActivityContext, candidate: { id: number; fullName: string }, position: PositionRef, plan: OfferPlan): Promise<SeededOffer> {
  const { db, domain, now } = ctx;
  const at = (days: number) => new Date(now.getTime() + days * DAY).toISOString();
  if (plan.documents.filter((d) => d.letter).length !== 1) throw new Error('Every demo offer has exactly one offer letter.');
  // An accepted offer was signed (its letter) when it last changed, and has no deadline any more.
  const signedAt = plan.status === 'Accepted' ? at(-plan.updatedDaysAgo) : null;
  const { id: offerId } = await db
    .insertInto('offers')
    .values({
      domain, candidate_id: candidate.id, position_id: position.id, status: plan.status, created_at: at(-plan.updatedDaysAgo - 3),
      updated_at: at(-plan.updatedDaysAgo), expires_at: plan.expiresInDays === null ? null : at(plan.expiresInDays), signed_at: signedAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const documents: SeededOffer['documents'] = [];
  for (const [n, doc] of plan.documents.entries()) {
    const expires = doc.expiresInDays === undefined ? null : at(doc.expiresInDays);
    const updatedAt = at(-plan.updatedDaysAgo + n * 0.01);
    const signed = doc.status === 'Signed';
    // Every document is a real PDF, e-sign ones too: the provider shows it and stamps the signature on it.
    const pdf = await offerLetterPdf({
      title: doc.name,
      company: ctx.company,
      candidateName: candidate.fullName,
      positionTitle: position.title,
      salary: position.salary,
      startDate: formatDate(new Date(now.getTime() + 30 * DAY)),
      expiresOn: formatDate(new Date(now.getTime() + (doc.expiresInDays ?? plan.expiresInDays ?? 14) * DAY)),
      isLetter: doc.letter === true,
      ...(signed ? { signedBy: { name: candidate.fullName, date: formatDate(new Date(updatedAt)) } } : {}),
      createdAt: new Date(at(-plan.updatedDaysAgo - 3)),
    });
    const { id } = await db
      .insertInto('offer_documents')
      .values({
        domain, offer_id: offerId, name: doc.name, status: doc.status, signed: signed ? 1 : 0, is_letter: doc.letter ? 1 : 0, url: null, pdf,
        // The API links the bytes itself (/api/offer/offers/{id}/{documentId}/file); no storage path to keep.
        s3_path: null, updated_at: updatedAt, expires_at: expires, signed_at: signed ? updatedAt : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (doc.esign) {
      // A marker, not an address: the e-sign module turns it into the provider's page on its own origin (esignPageUrl).
      await db.updateTable('offer_documents').set({ url: `/esign/sign/${id}` }).where('id', '=', id).execute();
    }
    documents.push({ id, name: doc.name });
  }
  return { id: offerId, position, documents };
}

/** MM/DD/YYYY, the product's date format for offers. */
function formatDate(date: Date): string {
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getUTCFullYear()}`;
}
