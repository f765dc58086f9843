import type { MailMessage } from '../mail/mailer';
import { serverI18n } from '../../i18n/serverI18n';
import type { StoredSearch } from './matchSearch';

// The mails' texts are the server's catalogue's (server/src/i18n, keys server.mail.*), in the mail's language
// (mailLocale.ts); the counted sentences are ICU plurals, their numbers formatted by Intl in that language.

/** One sentence of the "new jobs" mail ('intro', 'savedIntro' with filters 'none' for none, 'subject'). */
export function newJobsText(key: 'intro' | 'savedIntro' | 'subject', values: Record<string, string | number>, locale = 'en'): string {
  return serverI18n(locale).t(`server.mail.newJobs.${key}`, values);
}

/** How a search is named to people: 'engineer in Berlin · Engineering', 'All jobs' (in `locale`, English by default). */
export function searchName(search: StoredSearch, locale = 'en'): string {
  const { t } = serverI18n(locale);
  const values = Object.values(search.filters).flat();
  return [search.query || t('server.search.allJobs'), search.location ? t('server.search.inPlace', { place: search.location }) : '', values.length ? `· ${values.join(', ')}` : '']
    .filter(Boolean)
    .join(' ');
}

/**
 * `path` on the public site, for the company `domain`; with `locale` (a mail's language), the page opens in it
 * (`hl`), whatever the browser that follows the link says: a Polish alert's unsubscribe page is Polish.
 */
export function siteUrl(origin: string, path: string, domain: string, locale?: string): string {
  const url = new URL(path, origin);
  url.searchParams.set('domain', domain);
  if (locale) url.searchParams.set('hl', serverI18n(locale).locale);
  return url.toString();
}

export interface JobLine {
  title: string;
  location: string;
  url: string;
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * The confirmation of a visitor's job alert (double opt-in). Whoever asked may not own the mailbox,
 * so nothing they typed is quoted (issue 25): the search is named by `filters`, its labels as
 * describeSearch gives them ('' for none).
 */
export function confirmationMessage(input: { to: string; company: string; filters: string; confirmUrl: string; locale?: string }): MailMessage {
  const { t } = serverI18n(input.locale);
  const intro = t('server.mail.confirm.intro', { company: input.company, filters: input.filters || 'none' });
  const link = t('server.mail.confirm.link');
  const ignore = t('server.mail.confirm.ignore');
  const text = [intro, '', `${link}: ${input.confirmUrl}`, '', ignore].join('\n');
  const html = `<p>${escape(intro)}</p>
<p><a href="${escape(input.confirmUrl)}">${escape(link)}</a></p>
<p>${escape(ignore)}</p>`;
  return { to: input.to, subject: t('server.mail.confirm.subject', { company: input.company }), text, html, ...languageHeader(input.locale) };
}

/** The mail's Content-Language (RFC 3282), naming the language its text is in. */
function languageHeader(locale: string | undefined): { headers: Record<string, string> } {
  return { headers: { 'Content-Language': serverI18n(locale).locale } };
}

/**
 * How a new-jobs message names its search. A visitor's job alert in its own words (`search`): its
 * mailbox's owner confirmed it. An account's saved search by its filters' labels only (`filters`, as
 * describeSearch gives them; '' for none): sign-up checks no address, so whoever signed up with someone
 * else's could otherwise make the site mail them any text (attack review of issue 25).
 */
export type NewJobsSearch = { search: StoredSearch } | { filters: string };

/** New jobs for a saved search or a job alert, its search named as `named` says; every one ends with its unsubscribe link. */
export function newJobsMessage(input: {
  to: string;
  company: string;
  named: NewJobsSearch;
  jobs: JobLine[];
  /** The page the message links for the whole search: the search itself, or (saved searches) the account's list of them. */
  searchUrl: string;
  unsubscribeUrl: string;
  /** What unsubscribing does, in the message's words. */
  unsubscribeText: string;
  /** The mail's language (mailLocale.ts); English when none. */
  locale?: string;
}): MailMessage {
  const count = input.jobs.length;
  const { named, locale } = input;
  const { t } = serverI18n(locale);
  const intro = 'search' in named ? newJobsText('intro', { count, name: searchName(named.search, locale) }, locale) : newJobsText('savedIntro', { count, filters: named.filters || 'none' }, locale);
  // A saved search's own page would carry its words in the address: the link goes to the account's saved searches.
  const linkText = t('search' in named ? 'server.mail.newJobs.seeSearch' : 'server.mail.newJobs.openSavedSearches');
  const text = [
    intro,
    '',
    ...input.jobs.map((job) => `- ${job.title}${job.location ? ` (${job.location})` : ''}: ${job.url}`),
    '',
    `${linkText}: ${input.searchUrl}`,
    '',
    `${input.unsubscribeText}: ${input.unsubscribeUrl}`,
  ].join('\n');
  const html = `<p>${escape(intro)}</p>
<ul>${input.jobs.map((job) => `<li><a href="${escape(job.url)}">${escape(job.title)}</a>${job.location ? ` (${escape(job.location)})` : ''}</li>`).join('')}</ul>
<p><a href="${escape(input.searchUrl)}">${escape(linkText)}</a></p>
<p><a href="${escape(input.unsubscribeUrl)}">${escape(input.unsubscribeText)}</a></p>`;
  return {
    to: input.to,
    subject: newJobsText('subject', { count, company: input.company, title: input.jobs[0]?.title ?? '' }, locale),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>`, ...languageHeader(locale).headers },
  };
}
