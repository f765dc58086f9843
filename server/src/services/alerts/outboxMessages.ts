import type { Db } from '../../db/database';
import type { ConfirmationMail, NewJobsMail } from '../mail/outbox';
import type { MailMessage } from '../mail/mailer';
import { isPositionClosed } from '../positions/isPositionClosed';
import { searchPagePath } from '@careers/shared/location/searchPagePath';
import { confirmationMessage, newJobsMessage, siteUrl } from './alertMessages';
import { unsubscribeToken } from './alertTokens';
import { serverI18n } from '../../i18n/serverI18n';

/** Where an account's saved searches are listed (settings: SavedSearchesPanel), each opening its search. */
const SAVED_SEARCHES_PATH = '/careers/settings';

/**
 * Whether the recipient of a queued "new jobs" message still wants it: a visitor who unsubscribed
 * (alert deleted) or a candidate who turned e-mail off between queueing and sending gets nothing.
 */
export async function stillSubscribed(db: Db, mail: NewJobsMail): Promise<boolean> {
  if (mail.unsubscribe.kind === 'alert') {
    return (await db.selectFrom('job_alerts').select('id').where('id', '=', mail.unsubscribe.id).where('confirmed_at', 'is not', null).executeTakeFirst()) !== undefined;
  }
  const row = await db.selectFrom('saved_searches').select('alert_email').where('id', '=', mail.unsubscribe.id).executeTakeFirst();
  return row?.alert_email === 1;
}

/**
 * The jobs of a queued "new jobs" message that are still open at `now` (the send may come hours after
 * the queueing: retries run for about two hours): a position archived, past its valid_through or gone
 * meanwhile is left out, by the site's one closing rule (isPositionClosed).
 */
export async function stillOpenJobs(db: Db, domain: string, jobs: NewJobsMail['jobs'], now: number): Promise<NewJobsMail['jobs']> {
  if (jobs.length === 0) return [];
  const rows = await db
    .selectFrom('positions')
    .select(['id', 'archived_at', 'valid_through'])
    .where('domain', '=', domain)
    .where('id', 'in', jobs.map((job) => job.id))
    .execute();
  const open = new Set(rows.filter((row) => !isPositionClosed(row, now)).map((row) => row.id));
  return jobs.filter((job) => open.has(job.id));
}

/** The message of a queued "new jobs" row, its links on `origin` (the sending server's public origin). */
export async function renderNewJobsMail(db: Db, origin: string, domain: string, mail: NewJobsMail): Promise<MailMessage> {
  const token = await unsubscribeToken(db, mail.unsubscribe);
  // An account's saved search is named without its words (sign-up checks no address); rows queued
  // before that carry no `filters` and are named by none.
  const forAccount = mail.unsubscribe.kind === 'search';
  return newJobsMessage({
    to: mail.to,
    company: mail.company,
    named: forAccount ? { filters: mail.filters ?? '' } : { search: mail.search },
    jobs: mail.jobs.map((job) => ({ title: job.title, location: job.location, url: siteUrl(origin, `/careers/job/${job.id}`, domain, mail.locale) })),
    searchUrl: siteUrl(origin, forAccount ? SAVED_SEARCHES_PATH : searchPagePath(mail.search), domain, mail.locale),
    unsubscribeUrl: siteUrl(origin, `/careers/job-alerts/unsubscribe?token=${token}`, domain, mail.locale),
    unsubscribeText: serverI18n(mail.locale).t(forAccount ? 'server.mail.newJobs.unsubscribeSaved' : 'server.mail.newJobs.unsubscribeAlert'),
    locale: mail.locale,
  });
}

/** The message of a queued job-alert confirmation, its link on `origin`. */
export function renderConfirmationMail(origin: string, domain: string, mail: ConfirmationMail): MailMessage {
  const confirmUrl = siteUrl(origin, `/careers/job-alerts/confirm?token=${mail.token}`, domain, mail.locale);
  return confirmationMessage({ to: mail.to, company: mail.company, filters: mail.filters ?? '', confirmUrl, locale: mail.locale });
}
