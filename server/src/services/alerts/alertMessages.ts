import type { MailMessage } from '../mail/mailer';
import type { StoredSearch } from './matchSearch';

/** How a search is named to people: 'engineer in Berlin · Engineering', 'All jobs'. */
export function searchName(search: StoredSearch): string {
  const values = Object.values(search.filters).flat();
  return [search.query || 'All jobs', search.location ? `in ${search.location}` : '', values.length ? `· ${values.join(', ')}` : '']
    .filter(Boolean)
    .join(' ');
}

/** The search page showing `search` (a path on this site; filter values comma separated, spec §2). */
export function searchPath(search: StoredSearch): string {
  const params = new URLSearchParams();
  if (search.query) params.set('query', search.query);
  if (search.location) params.set('location', search.location);
  for (const [name, values] of Object.entries(search.filters)) if (values.length) params.set(`filter_${name}`, values.join(','));
  const query = params.toString();
  return `/careers/search${query ? `?${query}` : ''}`;
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

/** The confirmation of a visitor's job alert (double opt-in). */
export function confirmationMessage(input: { to: string; company: string; search: StoredSearch; confirmUrl: string }): MailMessage {
  const name = searchName(input.search);
  const text = [
    `Someone, hopefully you, asked for e-mail about new jobs at ${input.company} matching "${name}".`,
    '',
    `Confirm your job alert: ${input.confirmUrl}`,
    '',
    'If it was not you, ignore this message: nothing is sent without the confirmation.',
  ].join('\n');
  const html = `<p>Someone, hopefully you, asked for e-mail about new jobs at ${escape(input.company)} matching "${escape(name)}".</p>
<p><a href="${escape(input.confirmUrl)}">Confirm your job alert</a></p>
<p>If it was not you, ignore this message: nothing is sent without the confirmation.</p>`;
  return { to: input.to, subject: `Confirm your job alert at ${input.company}`, text, html };
}

/** New jobs for a saved search or a job alert; every one ends with its unsubscribe link. */
export function newJobsMessage(input: {
  to: string;
  company: string;
  search: StoredSearch;
  jobs: JobLine[];
  searchUrl: string;
  unsubscribeUrl: string;
  /** What unsubscribing does, in the message's words. */
  unsubscribeText: string;
}): MailMessage {
  const name = searchName(input.search);
  const intro = input.jobs.length === 1 ? `1 new job matches "${name}":` : `${input.jobs.length} new jobs match "${name}":`;
  const text = [
    intro,
    '',
    ...input.jobs.map((job) => `- ${job.title}${job.location ? ` (${job.location})` : ''}: ${job.url}`),
    '',
    `See every job of this search: ${input.searchUrl}`,
    '',
    `${input.unsubscribeText}: ${input.unsubscribeUrl}`,
  ].join('\n');
  const html = `<p>${escape(intro)}</p>
<ul>${input.jobs.map((job) => `<li><a href="${escape(job.url)}">${escape(job.title)}</a>${job.location ? ` (${escape(job.location)})` : ''}</li>`).join('')}</ul>
<p><a href="${escape(input.searchUrl)}">See every job of this search</a></p>
<p><a href="${escape(input.unsubscribeUrl)}">${escape(input.unsubscribeText)}</a></p>`;
  return {
    to: input.to,
    subject: input.jobs.length === 1 ? `New job at ${input.company}: ${input.jobs[0]?.title ?? ''}` : `${input.jobs.length} new jobs at ${input.company}`,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${input.unsubscribeUrl}>` },
  };
}
