import type { Config } from '../../config';
import { lockKey, type Db } from '../../db/database';
import { badInput, notFound } from '../../domainErrors';
import type { Domain } from '../domains';
import { enqueue, wakeOutbox } from '../mail/outbox';
import { searchKey } from '../savedSearches/savedSearches';
import { parseFilters } from '../search/filters';
import { parseLocation } from '../search/location';
import { isEmail } from '../validation';
import { hashToken, newConfirmToken, readUnsubscribeToken } from './alertTokens';
import { describeSearch } from './describeSearch';
import { accountLanguage, chooseMailLocale } from './mailLocale';
import { mailboxOf } from './mailboxOf';
import { isPublicMailProvider } from './publicMailProviders';
import { requesterOf } from './requesterOf';

/** A confirmation link works this long after it was sent. */
export const CONFIRM_VALID_DAYS = 7;
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Spec §3 Config: visitors' job alerts are on with `pcsxConfig.loggedOutNotificationConfig.enabled`. */
export function isJobAlertsEnabled(domain: Domain): boolean {
  return domain.settings.configs.pcsxConfig?.loggedOutNotificationConfig?.enabled === true;
}

const jobAlertsDisabled = () => notFound('not_found', 'Job alerts are not enabled.');

// eslint-disable-next-line no-control-regex -- matching control characters is the point
const tidy = (text: string) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim().replace(/\s+/g, ' ');

export interface SubscribeInput {
  email: string;
  query: string;
  location: string;
  filters: Record<string, string[]>;
  /** The language of the page it was asked from (i18n/requestLocale.ts). */
  locale?: string;
}

/** A subscription checked and ready to store (see storeJobAlert). */
export interface JobAlertRequest {
  readonly domain: Domain;
  readonly email: string;
  readonly query: string;
  readonly location: string;
  readonly filters: Record<string, string[]>;
  readonly key: string;
  /** Who asked (requesterOf the client's IP), for the per-requester cap. */
  readonly requester: string;
  /** The language of the page it was asked from, or null. */
  readonly locale: string | null;
}

/**
 * A visitor asks for e-mail about new jobs of a search: checks the input (a 400 for what is not
 * valid) without touching the database; storeJobAlert does the rest after the answer. The answer
 * never says whether the address was subscribed already (no one learns who subscribed), neither by
 * what it says nor by how long it takes: the same answer is sent before anything is looked up.
 */
export function checkJobAlertRequest(domain: Domain, input: SubscribeInput, ip: string): JobAlertRequest {
  if (!isJobAlertsEnabled(domain)) throw jobAlertsDisabled();
  const email = input.email.trim().toLowerCase();
  if (!isEmail(email)) throw badInput('invalid_request', 'Enter a valid email address.', { email: 'Enter a valid email address.' });
  const { configs } = domain.settings;
  const filters = parseFilters(input.filters, configs.pcsxConfig, configs.behaviourFlags?.enableCommaInFilterValues ?? false);
  parseLocation(input.location, undefined, null);
  const query = tidy(input.query);
  const location = tidy(input.location);
  return { domain, email, query, location, filters, key: searchKey(query, location, filters), requester: requesterOf(ip), locale: input.locale ?? null };
}

/**
 * Stores a checked subscription (after the answer): a new or unconfirmed alert gets a confirmation
 * message (double opt-in), unless its mailbox was sent as many as the daily limit already, its
 * domain as many as the hourly one (not counted for large public providers: publicMailProviders.ts),
 * or its requester (IP) caused as many as its hourly limit (refused alike: nothing is sent, the answer
 * was the same); a confirmed one gets nothing. The confirmation is queued in the outbox in the same transaction (its
 * link is made by the sending server); returns whether one was queued.
 */
export async function storeJobAlert(db: Db, config: Config, request: JobAlertRequest, now: number): Promise<boolean> {
  const { domain, email, query, location, filters, key, requester, locale } = request;
  const at = new Date(now).toISOString();
  const dayAgo = new Date(now - DAY_MS).toISOString();
  const { token, hash } = newConfirmToken();

  const { mailbox, domain: mailDomain } = mailboxOf(email);
  const hourAgo = new Date(now - HOUR_MS).toISOString();

  const send = await db.transaction().execute(async (trx) => {
    // One lock per requester, then one per recipient domain (always in this order: no deadlock): two
    // requests cannot both take the last place of a cap.
    await lockKey(trx, `job_alert_requests:${requester}`);
    await lockKey(trx, `job_alerts:${domain.id}:${mailDomain}`);
    const existing = await trx
      .selectFrom('job_alerts')
      .select(['id', 'confirmed_at'])
      .where('domain', '=', domain.id)
      .where('email', '=', email)
      .where('search_key', '=', key)
      .executeTakeFirst();
    if (existing?.confirmed_at) return false;
    // Per mailbox, not per spelling: `victim+1@x`, `Victim@x` … are one person's inbox.
    const recent = await trx
      .selectFrom('job_alerts')
      .select(({ fn }) => fn.sum<number>('confirmations_sent').as('sent'))
      .where('domain', '=', domain.id)
      .where('mailbox', '=', mailbox)
      .where('confirmation_sent_at', '>', dayAgo)
      .executeTakeFirst();
    if (Number(recent?.sent ?? 0) >= config.mail.confirmationsPerAddressPerDay) return false;
    // Per recipient domain and hour: many mailboxes of one organisation (each alert counted once an hour).
    const domainRecent = await trx
      .selectFrom('job_alerts')
      .select(({ fn }) => fn.countAll<number>().as('sent'))
      .where('domain', '=', domain.id)
      .where('mail_domain', '=', mailDomain)
      .where('confirmation_sent_at', '>', hourAgo)
      .executeTakeFirst();
    // Not for a public provider (gmail.com …): there one requester could block everyone's confirmations.
    if (!isPublicMailProvider(mailDomain) && Number(domainRecent?.sent ?? 0) >= config.mail.confirmationsPerDomainPerHour) return false;
    // Per requester and hour, whatever the addresses (and over all companies of this site: one mail server).
    const requested = await trx
      .selectFrom('job_alert_requests')
      .select(({ fn }) => fn.countAll<number>().as('sent'))
      .where('requester', '=', requester)
      .where('requested_at', '>', hourAgo)
      .executeTakeFirst();
    if (Number(requested?.sent ?? 0) >= config.mail.confirmationsPerIpPerHour) return false;
    await trx.insertInto('job_alert_requests').values({ requester, requested_at: at }).execute();
    // In the language of the address's account if it chose one, else the page's (mailLocale.ts).
    const mailLocale = chooseMailLocale(domain, { account: await accountLanguage(trx, domain.id, email), page: locale });
    // Named without the requester's words: the mailbox's owner has not confirmed anything yet.
    const description = await describeSearch(trx, domain, { location, filters }, mailLocale);
    if (existing) {
      await trx
        .updateTable('job_alerts')
        .set((eb) => ({
          confirm_token_hash: hash,
          confirmation_sent_at: at,
          mailbox,
          mail_domain: mailDomain,
          locale,
          // Counted within the day only: an older sending starts the count again.
          confirmations_sent: eb.case().when('confirmation_sent_at', '>', dayAgo).then(eb('confirmations_sent', '+', 1)).else(1).end(),
        }))
        .where('id', '=', existing.id)
        .execute();
    } else {
      await trx
        .insertInto('job_alerts')
        .values({ domain: domain.id, email, mailbox, mail_domain: mailDomain, locale, query, location, filters_json: JSON.stringify(filters), search_key: key, confirm_token_hash: hash, confirmation_sent_at: at, confirmed_at: null, created_at: at })
        .execute();
    }
    await enqueue(trx, domain.id, [{ kind: 'job_alert_confirmation', to: email, company: domain.name, filters: description, token, locale: mailLocale }], now);
    return true;
  });
  if (send) wakeOutbox(db);
  return send;
}

const invalidLink = () => notFound('not_found', 'This link is not valid any more. Ask for the job alert again from the job search.');

/** The alert a confirmation link names, while the link is valid; else a 404. */
async function alertOfConfirmToken(db: Db, domain: Domain, token: string, now: number) {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw invalidLink();
  const row = await db
    .selectFrom('job_alerts')
    .select(['id', 'email', 'confirmation_sent_at'])
    .where('domain', '=', domain.id)
    .where('confirm_token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || Date.parse(row.confirmation_sent_at) + CONFIRM_VALID_DAYS * DAY_MS < now) throw invalidLink();
  return row;
}

/** Checks a confirmation link before showing its page (404 when it is not valid). */
export async function checkConfirmToken(db: Db, domain: Domain, token: string, now: number): Promise<void> {
  if (!isJobAlertsEnabled(domain)) throw jobAlertsDisabled();
  await alertOfConfirmToken(db, domain, token, now);
}

/** Confirms the alert a link names: from now on it gets e-mail about new matching jobs. The link then stops working. */
export async function confirmJobAlert(db: Db, domain: Domain, token: string, now: number): Promise<{ id: number }> {
  if (!isJobAlertsEnabled(domain)) throw jobAlertsDisabled();
  const row = await alertOfConfirmToken(db, domain, token, now);
  await db
    .updateTable('job_alerts')
    .set({ confirmed_at: new Date(now).toISOString(), confirm_token_hash: null })
    .where('id', '=', row.id)
    .where('domain', '=', domain.id)
    .execute();
  return { id: row.id };
}

/**
 * What an unsubscribe link stops, for its page: `current` is false once the alert it was sent for is
 * gone (unsubscribed, or the account deleted), even when a newer row has its id. A 404 for links
 * that are not ours.
 */
export async function describeUnsubscribe(db: Db, domain: Domain, token: string): Promise<{ kind: 'alert' | 'search'; current: boolean }> {
  const target = await readUnsubscribeToken(db, token);
  if (!target) throw notFound('not_found', 'This unsubscribe link is not valid.');
  return { kind: target.kind, current: target.current };
}

/**
 * Unsubscribes: a visitor's alert is deleted (with what it was told); a saved search keeps its in-app
 * notifications and stops e-mail. Done already (or the alert is gone) is not an error: the link must
 * keep working. A link acts only on the alert it was sent for: never on a later row given its id.
 */
export async function unsubscribe(db: Db, domain: Domain, token: string): Promise<{ kind: 'alert' | 'search' }> {
  const target = await readUnsubscribeToken(db, token);
  if (!target) throw notFound('not_found', 'This unsubscribe link is not valid.');
  if (!target.current) {
    // Gone already: nothing of anyone else's is touched.
  } else if (target.kind === 'alert') {
    // created_at too: the row checked above, not one made with its id since.
    await db.deleteFrom('job_alerts').where('domain', '=', domain.id).where('id', '=', target.id).where('created_at', '=', target.createdAt).execute();
  } else {
    await db
      .updateTable('saved_searches')
      .set({ alert_email: 0 })
      .where('domain', '=', domain.id)
      .where('id', '=', target.id)
      .where('created_at', '=', target.createdAt)
      .execute();
  }
  return { kind: target.kind };
}

/** Forgets who requested confirmations more than an hour ago (the per-requester cap looks back an hour); for the hourly clean-up. */
export async function pruneJobAlertRequests(db: Db, now: number): Promise<number> {
  const result = await db.deleteFrom('job_alert_requests').where('requested_at', '<=', new Date(now - HOUR_MS).toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/**
 * Forgets job alerts nobody confirmed within CONFIRM_VALID_DAYS (their link no longer works): an
 * address someone typed is not kept. Meant for the hourly clean-up; returns how many went.
 */
export async function deleteUnconfirmedJobAlerts(db: Db, now: number): Promise<number> {
  const before = new Date(now - CONFIRM_VALID_DAYS * DAY_MS).toISOString();
  const result = await db.deleteFrom('job_alerts').where('confirmed_at', 'is', null).where('confirmation_sent_at', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}
