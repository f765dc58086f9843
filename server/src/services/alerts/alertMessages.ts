import { formatMessage } from '@careers/shared/i18n/formatMessage';
import type { MailMessage } from '../mail/mailer';
import type { StoredSearch } from './matchSearch';

/**
 * The counted sentences of the "new jobs" mail, in ICU syntax so one job reads right; formatted by the browser's
 * message layer (@careers/shared/i18n/formatMessage, as matchMessages.ts uses), English like the rest of the mail.
 */
const NEW_JOBS_MESSAGES = {
  intro: '{count, plural, one {# new job matches "%(name)s":} other {# new jobs match "%(name)s":}}',
  /** An account's saved search, named by its filters' labels only ('none' for none): see newJobsMessage. */
  savedIntro:
    '{count, plural, one {# new job matches your saved search{filters, select, none {} other { ({filters})}}:} other {# new jobs match your saved search{filters, select, none {} other { ({filters})}}:}}',
  subject: '{count, plural, one {New job at %(company)s: %(title)s} other {# new jobs at %(company)s}}',
} as const;

/** The confirmation's first sentence: the search by its filters' labels, or 'a job search' when it has none. */
const CONFIRMATION_INTRO =
  'Someone, hopefully you, asked for e-mail about new jobs at %(company)s for a job search{filters, select, none {} other { ({filters})}}.';

/** One sentence of the "new jobs" mail. */
export function newJobsText(key: keyof typeof NEW_JOBS_MESSAGES, values: Record<string, string | number>): string {
  return formatMessage(NEW_JOBS_MESSAGES[key], values, 'en');
}

/** How a search is named to people: 'engineer in Berlin · Engineering', 'All jobs'. */
export function searchName(search: StoredSearch): string {
  const values = Object.values(search.filters).flat();
  return [search.query || 'All jobs', search.location ? `in ${search.location}` : '', values.length ? `· ${values.join(', ')}` : '']
    .filter(Boolean)
    .join(' ');
}

/** `path` on the public site, for the company `domain`. */
export function siteUrl(origin: string, path: string, domain: string): string {
  const url = new URL(path, origin);
  url.searchParams.set('domain', domain);
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
export function confirmationMessage(input: { to: string; company: string; filters: string; confirmUrl: string }): MailMessage {
  const intro = formatMessage(CONFIRMATION_INTRO, { company: input.company, filters: input.filters || 'none' }, 'en');
  const text = [
    intro,
    '',
    `Confirm your job alert: ${input.confirmUrl}`,
    '',
    'If it was not you, ignore this message: nothing is sent without the confirmation.',
  ].join('\n');
  const html = `<p>${escape(intro)}</p>
<p><a href="${escape(input.confirmUrl)}">Confirm your job alert</a></p>
<p>If it was not you, ignore this message: nothing is sent without the confirmation.</p>`;
  return { to: input.to, subject: `Confirm your job alert at ${input.company}`, text, html };
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
}): MailMessage {
  const count = input.jobs.length;
  const { named } = input;
  const intro = 'search' in named ? newJobsText('intro', { count, name: searchName(named.search) }) : newJobsText('savedIntro', { count, filters: named.filters || 'none' });
  // A saved search's own page would carry its words in the address: the link goes to the account's saved searches.
  const linkText = 'search' in named ? 'See every job of this search' : 'Open your saved searches';
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
<p><a href="${escape(input.searchUrl)}">${linkText}</a></p>
<p><a href="${escape(input.unsubscribeUrl)}">${escape(input.unsubscribeText)}</a></p>`;
  return {
    to: input.to,
    subject: newJobsText('subject', { count, company: input.company, title: input.jobs[0]?.title ?? '' }),
    text,
    html,
    headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>` },
  };
}
