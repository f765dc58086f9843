import type { Db } from '../../db/database';
import type { ServerI18n } from '../../i18n/serverI18n';
import { escapeHtml } from '../../views/html';
import type { Domain } from '../domains';
import { findPosition, type PositionRecord } from './positionLookup';
import { salaryOf } from './positionDetails';
import { isPositionClosed } from './isPositionClosed';

/** What the shell page of a job shows search engines: its <title> and a schema.org JobPosting. */
export interface JobPageHead {
  title: string;
  /**
   * The JobPosting. A closed position (archived, or past its valid_through) keeps one whose validThrough
   * is the moment it closed, in the past: Google's way of being told a job has expired.
   */
  jsonLd: Record<string, unknown> | null;
  /** Archived (closed by the company, e.g. through the import): the page answers 410 Gone. */
  gone: boolean;
  /** `/careers/job/<id>`: the job's one public address (the private variant's pid address has none). */
  canonicalPath: string | null;
}

/** schema.org wants HTML: paragraphs, and '- ' lines as a list. Text is escaped. */
export function descriptionHtml(description: string): string {
  return description
    .split(/\n\s*\n/)
    .map((block) => {
      const lines = block.split('\n').map((l) => l.trim()).filter(Boolean);
      if (lines.length && lines.every((l) => l.startsWith('- '))) {
        return `<ul>${lines.map((l) => `<li>${escapeHtml(l.slice(2))}</li>`).join('')}</ul>`;
      }
      return lines.length ? `<p>${escapeHtml(lines.join(' '))}</p>` : '';
    })
    .join('');
}

/** A schema.org JobPosting (the fields Google for Jobs reads) for one position. */
function jobPostingJsonLd(position: PositionRecord, domain: Domain): Record<string, unknown> {
  const company = domain.settings.configs.company;
  const organization: Record<string, unknown> = { '@type': 'Organization', name: company?.name || domain.name };
  if (company?.logoUrl && /^https?:\/\//.test(company.logoUrl)) organization.logo = company.logoUrl;
  const posting: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: position.title,
    description: descriptionHtml(position.description),
    datePosted: position.posted_at,
    hiringOrganization: organization,
    employmentType: position.employment_type,
    identifier: { '@type': 'PropertyValue', name: organization.name, value: String(position.id) },
  };
  if (position.valid_through) posting.validThrough = position.valid_through;
  if (position.is_remote === 1) {
    posting.jobLocationType = 'TELECOMMUTE';
    posting.applicantLocationRequirements = { '@type': 'Country', name: position.country };
  } else {
    const address: Record<string, unknown> = { '@type': 'PostalAddress', addressLocality: position.city, addressCountry: position.country };
    if (position.region) address.addressRegion = position.region;
    posting.jobLocation = { '@type': 'Place', address };
  }
  const salary = salaryOf(position);
  if (salary) {
    posting.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: salary.currency,
      value: { '@type': 'QuantitativeValue', minValue: salary.min, maxValue: salary.max, unitText: salary.unit },
    };
  }
  return posting;
}

/**
 * Whether search engines may list the position as a job: not archived, and its valid_through (if any)
 * not passed. (Google reports a JobPosting whose validThrough is in the past as an error.)
 */
function isListable(position: Pick<PositionRecord, 'archived_at' | 'valid_through'>, now = new Date()): boolean {
  // The site's one closed rule: a job search engines may list is one the site still takes applications for.
  return !isPositionClosed(position, now.getTime());
}

/** When a position stopped taking applications: archived_at, or an earlier valid_through; null while open. */
function closedAt(position: Pick<PositionRecord, 'archived_at' | 'valid_through'>, now = new Date()): string | null {
  if (isListable(position, now)) return null;
  const until = position.valid_through && Date.parse(position.valid_through) <= now.getTime() ? position.valid_through : null;
  if (position.archived_at && (!until || Date.parse(position.archived_at) < Date.parse(until))) return position.archived_at;
  return until ?? position.archived_at;
}

/**
 * The head of a job's shell page, for `/careers/job/<id>` and `/careers/job/private?pid=<id>`;
 * null for other pages and for positions the company does not have (the page then says so itself).
 * Its title in the page's language (`i18n`, issue 30): '{title} | Karriere bei {company}', the title as written.
 */
export async function jobPageHead(db: Db, domain: Domain, path: string, query: Record<string, unknown>, i18n: ServerI18n, now = new Date()): Promise<JobPageHead | null> {
  const match = /^\/careers\/job\/(?:(\d{1,15})|private)\/?$/.exec(path);
  if (!match) return null;
  const raw = match[1] ?? (typeof query.pid === 'string' ? query.pid : '');
  if (!/^[1-9]\d{0,14}$/.test(raw)) return null;
  const position = await findPosition(db, domain.id, Number(raw));
  if (!position) return null;
  const company = domain.settings.configs.company?.name || domain.name;
  const closed = closedAt(position, now);
  const jsonLd = jobPostingJsonLd(position, domain);
  if (closed) jsonLd.validThrough = closed;
  const canonicalPath = match[1] ? `/careers/job/${position.id}` : null;
  return { title: `${position.title} | ${i18n.t('server.page.careersAt', { company })}`, jsonLd, gone: position.archived_at !== null, canonicalPath };
}
