import type { Db } from '../db/database';
import { demoCompanySettings } from '../db/demo/company';
import type { Domain } from '../services/domains';

/** A company of its own for search tests, with a handful of positions whose order and counts are known. */
export const SEARCH_DOMAIN = 'search.test';

interface FixturePosition {
  title: string;
  department: string;
  skills: string[];
  type: 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'INTERN' | 'TEMPORARY';
  city: readonly [name: string, region: string, country: string, lat: number, lng: number];
  remote?: boolean;
  daysAgo: number;
  description?: string;
  archived?: boolean;
}

const BERLIN = ['Berlin', 'Berlin', 'DE', 52.52, 13.405] as const;
const HAMBURG = ['Hamburg', 'Hamburg', 'DE', 53.5511, 9.9937] as const;
const LONDON = ['London', 'England', 'GB', 51.5074, -0.1278] as const;
const PARIS = ['Paris', 'Île-de-France', 'FR', 48.8566, 2.3522] as const;
const NEW_YORK = ['New York', 'NY', 'US', 40.7128, -74.006] as const;
const MADRID = ['Madrid', 'Community of Madrid', 'ES', 40.4168, -3.7038] as const;

/** Positions 1-7 by name; then 12 support roles in Madrid for paging. */
const FIXTURE: FixturePosition[] = [
  { title: 'Senior Software Engineer', department: 'Engineering', skills: ['TypeScript', 'React'], type: 'FULL_TIME', city: BERLIN, daysAgo: 1 },
  { title: 'Data Engineer', department: 'Data', skills: ['Python', 'SQL'], type: 'FULL_TIME', city: HAMBURG, remote: true, daysAgo: 2 },
  { title: 'Engineering Manager', department: 'Engineering', skills: ['Leadership'], type: 'FULL_TIME', city: LONDON, daysAgo: 3 },
  { title: 'Product Designer', department: 'Design', skills: ['Figma'], type: 'PART_TIME', city: BERLIN, daysAgo: 4, description: 'Shape the product. Work closely with every engineer on the team.' },
  { title: 'Python Developer', department: 'Engineering', skills: ['Python', 'Django'], type: 'CONTRACTOR', city: PARIS, remote: true, daysAgo: 5 },
  { title: 'Sales Manager', department: 'Sales', skills: ['Salesforce'], type: 'FULL_TIME', city: NEW_YORK, daysAgo: 6 },
  { title: 'Senior Software Engineer Old', department: 'Engineering', skills: ['TypeScript'], type: 'FULL_TIME', city: BERLIN, daysAgo: 30, archived: true },
  ...Array.from({ length: 12 }, (_, i): FixturePosition => ({
    title: `Support Specialist ${i + 1}`,
    department: 'Support',
    skills: ['Zendesk'],
    type: 'FULL_TIME',
    city: MADRID,
    daysAgo: 10 + i,
  })),
];

/** The search test company as getDomain gives it (its settings are the demo company's). */
export const searchDomain = (): Domain => ({ id: SEARCH_DOMAIN, name: 'Search Test Co', settings: demoCompanySettings() });

/** Creates the search test company and its positions; returns the ids in FIXTURE order. */
export async function seedSearchFixture(db: Db, now = new Date('2026-03-01T12:00:00Z')): Promise<number[]> {
  await db
    .insertInto('domains')
    .values({ id: SEARCH_DOMAIN, name: 'Search Test Co', config_json: JSON.stringify(demoCompanySettings()), created_at: now.toISOString() })
    .execute();
  const at = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();
  const ids: number[] = [];
  // One at a time: the ids come back in FIXTURE order on both engines.
  for (const p of FIXTURE) {
    const [city, region, country, lat, lng] = p.city;
    const { id } = await db
      .insertInto('positions')
      .values({
        domain: SEARCH_DOMAIN,
        title: p.title,
        department: p.department,
        description: p.description ?? `Join Search Test Co as ${p.title}. We value curiosity and care.`,
        skills_json: JSON.stringify(p.skills),
        employment_type: p.type,
        location_name: `${city}, ${region}, ${country}`,
        city,
        region,
        country,
        lat,
        lng,
        is_remote: p.remote ? 1 : 0,
        posted_at: at(p.daysAgo),
        archived_at: p.archived ? at(1) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    ids.push(id);
  }
  return ids;
}
