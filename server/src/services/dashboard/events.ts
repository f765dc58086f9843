import type { Db } from '../../db/database';
import { conflict, notFound } from '../../domainErrors';
import type { Candidate } from '../candidates';
import type { CareerEvent } from '@careers/shared/contracts/dashboard';
import { localTime } from './localTime';

const eventNotFound = () => notFound('not_found', 'Event not found.');
const eventPast = () => conflict('event_past', 'This event has already taken place.');

/** GET /api/pcsx/dashboard/events: the company's events that have not started yet, soonest first. */
export async function listEvents(db: Db, candidate: Candidate, timeZone: string, now: Date): Promise<CareerEvent[]> {
  const rows = await db
    .selectFrom('events as e')
    .leftJoin('event_registrations as r', (join) =>
      join.onRef('r.event_id', '=', 'e.id').on('r.candidate_id', '=', candidate.id).on('r.domain', '=', candidate.domain))
    .select(['e.id', 'e.title', 'e.starts_at', 'e.location', 'e.description', 'r.candidate_id as registered_by'])
    .where('e.domain', '=', candidate.domain)
    .where('e.starts_at', '>=', now.toISOString())
    .orderBy('e.starts_at')
    .orderBy('e.id')
    .execute();
  return rows.map((r) => ({
    id: r.id, title: r.title, starts_at: r.starts_at, local_time: localTime(r.starts_at, timeZone), location: r.location,
    description: r.description, registered: r.registered_by !== null,
  }));
}

/** Registers for (or, with `register` false, unregisters from) one of the company's coming events; idempotent. */
export async function setEventRegistration(db: Db, candidate: Candidate, eventId: number, register: boolean, now: Date): Promise<boolean> {
  const event = await db
    .selectFrom('events')
    .select(['id', 'starts_at'])
    .where('domain', '=', candidate.domain).where('id', '=', eventId)
    .executeTakeFirst();
  if (!event) throw eventNotFound();
  if (event.starts_at < now.toISOString()) throw eventPast();
  if (register) {
    await db
      .insertInto('event_registrations')
      .values({ event_id: eventId, candidate_id: candidate.id, domain: candidate.domain, created_at: now.toISOString() })
      .onConflict((oc) => oc.doNothing())
      .execute();
  } else {
    await db
      .deleteFrom('event_registrations')
      .where('domain', '=', candidate.domain).where('candidate_id', '=', candidate.id).where('event_id', '=', eventId)
      .execute();
  }
  return register;
}
