import { createEvent } from 'ics';
import type { Db } from '../../db/database';
import { notFound } from '../../domainErrors';
import type { Candidate } from '../candidates';
import type { Interview } from '@careers/shared/contracts/dashboard';
import { localTime } from './localTime';

/** Interviews carry no length; calendars get this one (documented in the API section). */
const INTERVIEW_MINUTES = 60;

const interviewNotFound = () => notFound('not_found', 'Interview not found.');

const isWebLink = (link: string | null) => link !== null && /^https?:\/\//i.test(link);

async function interviewRows(db: Db, candidate: Candidate, id?: number) {
  let query = db
    .selectFrom('interviews as i')
    .innerJoin('positions as p', (join) => join.onRef('p.id', '=', 'i.position_id').onRef('p.domain', '=', 'i.domain'))
    .select(['i.id', 'i.position_id', 'p.title', 'p.location_name', 'p.archived_at', 'i.scheduled_at', 'i.kind', 'i.location', 'i.link'])
    .where('i.domain', '=', candidate.domain)
    .where('i.candidate_id', '=', candidate.id);
  if (id !== undefined) query = query.where('i.id', '=', id);
  return query.orderBy('i.scheduled_at').orderBy('i.id').execute();
}

/** GET /api/pcsx/dashboard/interviews: upcoming ones soonest first, then past ones latest first. */
export async function listInterviews(db: Db, candidate: Candidate, timeZone: string, now: Date): Promise<Interview[]> {
  const rows = await interviewRows(db, candidate);
  const list = rows.map((r): Interview => ({
    id: r.id,
    position: { id: r.position_id, name: r.title, location: r.location_name, archived_at: r.archived_at },
    kind: r.kind,
    scheduled_at: r.scheduled_at,
    local_time: localTime(r.scheduled_at, timeZone),
    time_zone: timeZone,
    duration_minutes: INTERVIEW_MINUTES,
    location: r.location,
    link: r.link,
    upcoming: new Date(r.scheduled_at).getTime() + INTERVIEW_MINUTES * 60_000 > now.getTime(),
    ics_url: `/api/pcsx/dashboard/interviews/${r.id}/ics?domain=${encodeURIComponent(candidate.domain)}`,
  }));
  return [...list.filter((i) => i.upcoming), ...list.filter((i) => !i.upcoming).reverse()];
}

/** The interview as an iCalendar file (UTC times: every calendar shows them in its own zone). */
export async function interviewIcs(db: Db, candidate: Candidate, id: number, company: string): Promise<{ fileName: string; body: string }> {
  const [row] = await interviewRows(db, candidate, id);
  if (!row) throw interviewNotFound();
  const start = new Date(row.scheduled_at).getTime();
  const description = [
    `${row.kind} for ${row.title} at ${company}.`,
    row.link ? `Join: ${row.link}` : null,
    row.location ? `Place: ${row.location}` : null,
  ].filter(Boolean).join('\n');
  const { error, value } = createEvent({
    uid: `interview-${row.id}@${candidate.domain}`,
    productId: 'careers-site/ics',
    title: `${row.kind}: ${row.title}`,
    description,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: INTERVIEW_MINUTES },
    ...(row.location ? { location: row.location } : row.link ? { location: row.link } : {}),
    ...(isWebLink(row.link) && row.link ? { url: row.link } : {}),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('The calendar file could not be made.');
  return { fileName: `interview-${row.id}.ics`, body: value };
}
