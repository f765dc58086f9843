import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type RawBuilder } from 'kysely';
import { decodePDFRawStream, PDFArray, PDFDocument, type PDFObject, type PDFRawStream } from 'pdf-lib';
import { verifyPassword } from '../../services/passwords';
import { createTestDatabase, testEngine, type TestDatabase } from '../../testing/testDatabase';
import { everyRow } from '../copy/everyRow';
import { openDatabase, type Db } from '../database';
import { migrate } from '../migrate';
import { CITIES } from './cities';
import { generatePosition } from './positions';
import { Random } from './random';
import { DEMO_PASSWORD, isEmpty, seedDemoData } from './seedDemo';
import { searchPagePath } from '@careers/shared/location/searchPagePath';
import { searchName } from '../../services/alerts/alertMessages';
import { DEMO_TIME_ZONE } from './company';
import { DEMO_FORMS } from './demoForms';
import { OFFICE_TIME_ZONES } from './officeTimeZones';

const NOW = new Date('2026-03-02T12:00:00.000Z');
const dbs: TestDatabase[] = [];

async function seeded(seed: number, positions = 200): Promise<Db> {
  const database = await createTestDatabase();
  dbs.push(database);
  await seedDemoData(database.db, { positions, seed, now: NOW });
  return database.db;
}

/** The rows of a raw query (tests read what the seed stored, as any reader would). */
async function rows<T = Record<string, unknown>>(db: Db, query: RawBuilder<unknown>): Promise<T[]> {
  return (await query.execute(db)).rows as T[];
}
async function value<T = number>(db: Db, query: RawBuilder<unknown>): Promise<T> {
  const [row] = await rows<Record<string, T>>(db, query);
  return Object.values(row ?? {})[0] as T;
}

afterAll(async () => {
  for (const db of dbs) await db.close();
});

/** The text pdf-lib drew on the first page (its standard fonts write hex strings), one line per drawText. */
async function pageText(pdf: Buffer): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  const contents = doc.getPage(0).node.Contents();
  const streams: PDFObject[] = contents instanceof PDFArray ? contents.asArray().map((ref) => doc.context.lookup(ref) as PDFObject) : contents ? [contents] : [];
  const ops = streams.map((s) => Buffer.from(decodePDFRawStream(s as PDFRawStream).decode()).toString('latin1')).join('\n');
  return [...ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) => Buffer.from(m[1] ?? '', 'hex').toString('latin1')).join('\n');
}


describe('demo positions', () => {
  let db: Db;
  beforeAll(async () => {
    db = await seeded(42);
  });

  test('the same seed gives the same rows; another seed gives others', async () => {
    const again = await seeded(42);
    const other = await seeded(7);
    const all = (d: Db) => rows(d, sql`SELECT * FROM positions ORDER BY id`);
    const titles = (d: Db) => rows(d, sql`SELECT title FROM positions ORDER BY id LIMIT 10`);
    expect(await all(again)).toEqual(await all(db));
    expect(await titles(other)).not.toEqual(await titles(db));
  });

  test('creates exactly the asked number of positions, a few of them archived', async () => {
    expect(await value(db, sql`SELECT COUNT(*) FROM positions`)).toBe(200);
    const archived = await value(db, sql`SELECT COUNT(*) FROM positions WHERE archived_at IS NOT NULL`);
    expect(archived).toBeGreaterThanOrEqual(3);
    expect(archived).toBeLessThan(20);
    expect(await value(await seeded(1, 1234), sql`SELECT COUNT(*) FROM positions`)).toBe(1234);
  });

  test('places positions in real cities with their real coordinates', async () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(150);
    const berlin = CITIES.find((c) => c.name === 'Berlin');
    expect(berlin).toMatchObject({ country: 'DE', lat: 52.52, lng: 13.405 });
    const sydney = CITIES.find((c) => c.name === 'Sydney');
    expect(sydney).toMatchObject({ country: 'AU', lat: -33.8688, lng: 151.2093 });
    const known = new Map(CITIES.map((c) => [`${c.name}|${c.country}`, c]));
    const places = await rows<{ city: string; country: string; lat: number; lng: number }>(db, sql`SELECT city, country, lat, lng FROM positions`);
    for (const row of places) {
      const city = known.get(`${row.city}|${row.country}`);
      expect(city).toBeDefined();
      expect([row.lat, row.lng]).toEqual([city?.lat, city?.lng]);
    }
  });

  test('rows look like real job ads', async () => {
    const ads = await rows(db, sql`SELECT * FROM positions`);
    const remote = ads.filter((r) => r.is_remote === 1).length / ads.length;
    expect(remote).toBeGreaterThan(0.1);
    expect(remote).toBeLessThan(0.3);
    expect(new Set(ads.map((r) => r.department)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(ads.map((r) => r.employment_type))).toEqual(new Set(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN', 'TEMPORARY']));
    for (const r of ads) {
      expect((r.description as string).split('\n\n').length).toBeGreaterThanOrEqual(4);
      expect(JSON.parse(r.skills_json as string).length).toBeGreaterThanOrEqual(4);
      expect(r.salary_max as number).toBeGreaterThan(r.salary_min as number);
      expect(Date.parse(r.valid_through as string)).toBeGreaterThan(Date.parse(r.posted_at as string));
      expect(Date.parse(r.posted_at as string)).toBeLessThanOrEqual(NOW.getTime());
    }
  });

  test('no title repeats a word ("Program Program Manager", "Data Platform Data Scientist")', async () => {
    const repeating = (title: string) => {
      const words = title.toLowerCase().match(/[a-z]+/g) ?? [];
      return new Set(words).size < words.length;
    };
    const seededTitles = await rows<{ title: string }>(db, sql`SELECT title FROM positions`);
    expect(seededTitles.map((r) => r.title).filter(repeating)).toEqual([]);
    // The generator over a demo-sized run: about 3 % of titles repeated a word before.
    const rng = new Random(5);
    const generated = Array.from({ length: 5000 }, (_, i) => generatePosition(rng, i, NOW, 'Acme').title);
    expect(generated.filter(repeating)).toEqual([]);
  });

  test('search support rows are there as the triggers make them: skills as rows, one change counter', async () => {
    const skills = await rows<{ id: number; skills_json: string }>(db, sql`SELECT id, skills_json FROM positions ORDER BY id`);
    const expected = skills.flatMap((p) => [...new Set(JSON.parse(p.skills_json) as string[])].map((s) => `${p.id}:${s}`)).sort();
    const stored = await rows<{ position_id: number; skill: string }>(db, sql`SELECT position_id, skill FROM position_skills`);
    expect(stored.map((r) => `${r.position_id}:${r.skill}`).sort()).toEqual(expected);
    // One bump per position, as row-by-row inserts leave it.
    expect(await value(db, sql`SELECT version FROM search_version WHERE domain = 'demo.test'`)).toBe(200);
  });

  test('the next position the product adds gets the next id', async () => {
    const { id } = await db
      .insertInto('positions')
      .values({
        domain: 'demo.test', title: 'Added later', department: 'Engineering', description: 'A position added after the seed.', employment_type: 'FULL_TIME',
        location_name: 'Berlin, BE, DE', city: 'Berlin', region: 'BE', country: 'DE', lat: 52.52, lng: 13.405, posted_at: NOW.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(id).toBe(201);
    await db.deleteFrom('positions').where('id', '=', id).execute();
  });
});

describe('demo company and candidates', () => {
  let db: Db;
  beforeAll(async () => {
    db = await seeded(42);
  });

  test('one company, Northwind Labs, with its configuration', async () => {
    const [row] = await rows<{ id: string; name: string; config_json: string }>(db, sql`SELECT id, name, config_json FROM domains`);
    expect(row?.id).toBe('demo.test');
    expect(row?.name).toBe('Northwind Labs');
    const settings = JSON.parse(row?.config_json ?? '{}');
    expect(settings.configs.company).toEqual({ name: 'Northwind Labs', contactEmail: 'careers@demo.test', logoUrl: null });
    expect(settings.banner).toEqual({ displayBanner: true, displayText: 'We are hiring across 40 cities — new roles every week.' });
    expect(settings.configs.pcsxConfig.branding.customNavbarConfig.links).toEqual(
      expect.arrayContaining([
        { label: 'Jobs', href: '/careers/search', showWhen: 'always' },
        { label: 'Dashboard', href: '/careers/dashboard', showWhen: 'loggedIn' },
        { label: 'Offers', href: '/careers/offers', showWhen: 'loggedIn' },
      ]),
    );
  });

  test('Alex and Sam can log in with the demo password and are ready to use the site; the theme editor too', async () => {
    const people = await rows<Record<string, string | number>>(
      db,
      sql`SELECT email, first_name, last_name, password_hash, is_admin, is_bootstrapped, is_onboarded, role FROM candidates ORDER BY id`,
    );
    expect(people.map((r) => `${r.first_name} ${r.last_name} <${r.email}> ${r.role}`)).toEqual([
      'Alex Rivera <alex@demo.test> candidate', 'Sam Chen <sam@demo.test> candidate', 'Theo Marsh <theme@demo.test> theme_editor',
    ]);
    for (const r of people) {
      expect([r.is_admin, r.is_bootstrapped, r.is_onboarded]).toEqual([0, 1, 1]);
      expect(await verifyPassword(DEMO_PASSWORD, r.password_hash as string)).toBe(true);
    }
    expect(new Set(people.map((r) => r.password_hash)).size).toBe(3);
  });

  test('offers cover every status and every document state', async () => {
    const statuses = await rows<{ status: string }>(db, sql`SELECT DISTINCT status FROM offers`);
    expect(new Set(statuses.map((r) => r.status))).toEqual(new Set(['Extended', 'Declined', 'Accepted', 'Canceled', 'Expired']));
    const docs = await rows<{ status: string }>(db, sql`SELECT DISTINCT status FROM offer_documents`);
    expect(new Set(docs.map((r) => r.status))).toEqual(new Set(['Pending', 'Signed', 'Unsigned']));

    const alex = sql`(SELECT id FROM candidates WHERE email = 'alex@demo.test')`;
    const firstOffer = await value(db, sql`SELECT id FROM offers WHERE candidate_id = ${alex} AND status = 'Extended' ORDER BY id LIMIT 1`);
    const docsOfFirst = await rows<{ status: string; expires_at: string | null; signed: number }>(
      db,
      sql`SELECT status, expires_at, signed FROM offer_documents WHERE offer_id = ${firstOffer} ORDER BY id`,
    );
    expect(docsOfFirst.map((d) => d.status)).toEqual(['Pending', 'Unsigned', 'Signed']);
    expect(docsOfFirst[1]?.expires_at).not.toBeNull();
    expect(docsOfFirst[2]?.signed).toBe(1);

    const esign = await rows<{ url: string; id: number; is_letter: number }>(db, sql`SELECT d.url, d.id, d.is_letter FROM offer_documents d JOIN offers o ON o.id = d.offer_id
      WHERE o.candidate_id = ${alex} AND o.status = 'Extended' AND d.url IS NOT NULL AND d.pdf IS NOT NULL`);
    // The stored url is a marker the e-sign module turns into the provider's address; the provider shows the PDF.
    expect(esign.map((d) => d.url)).toEqual([`/esign/sign/${esign[0]?.id}`]);
    expect(esign[0]?.is_letter).toBe(1);
    const pastExtended = await value(db, sql`SELECT COUNT(*) FROM offers WHERE status = 'Extended' AND expires_at < ${NOW.toISOString()}`);
    expect(pastExtended).toBe(1);
  });

  test("every state of issue 12: one letter per offer, accepted ones signed, Sam's offer expiring in a day", async () => {
    const offers = await rows<{ id: number; email: string; status: string; expires_at: string | null; signed_at: string | null; letters: number; documents: number; pdfs: number }>(
      db,
      sql`SELECT o.id, c.email, o.status, o.expires_at, o.signed_at,
            (SELECT COUNT(*) FROM offer_documents d WHERE d.offer_id = o.id AND d.is_letter = 1) AS letters,
            (SELECT COUNT(*) FROM offer_documents d WHERE d.offer_id = o.id) AS documents,
            (SELECT COUNT(*) FROM offer_documents d WHERE d.offer_id = o.id AND d.pdf IS NOT NULL) AS pdfs
          FROM offers o JOIN candidates c ON c.id = o.candidate_id ORDER BY o.id`,
    );
    expect(offers).toHaveLength(8);
    for (const offer of offers) {
      expect({ id: offer.id, letters: Number(offer.letters) }).toEqual({ id: offer.id, letters: 1 });
      expect(Number(offer.pdfs)).toBe(Number(offer.documents));
      // Only a signed letter makes an offer Accepted, and an accepted offer has no deadline.
      expect(offer.signed_at !== null).toBe(offer.status === 'Accepted');
      if (offer.status === 'Accepted') expect(offer.expires_at).toBeNull();
    }
    const day = 86_400_000;
    const inADay = offers.filter((o) => o.status === 'Extended' && o.expires_at !== null && Date.parse(o.expires_at) - NOW.getTime() === day);
    expect(inADay.map((o) => o.email)).toEqual(['sam@demo.test']);
    const displayed = (o: (typeof offers)[number]) => (o.expires_at !== null && Date.parse(o.expires_at) < NOW.getTime() ? 'Expired' : o.status);
    expect(new Set(offers.map(displayed))).toEqual(new Set(['Extended', 'Declined', 'Accepted', 'Canceled', 'Expired']));
    const signedLetter = await rows<{ signed: number; signed_at: string | null }>(db, sql`SELECT d.signed, d.signed_at FROM offer_documents d
      JOIN offers o ON o.id = d.offer_id WHERE o.status = 'Accepted' AND d.is_letter = 1`);
    expect(signedLetter).toEqual([{ signed: 1, signed_at: expect.any(String) }]);
  });

  test('offer documents are real PDFs: the letter names the candidate, position, salary and start date, with a signature line', async () => {
    const letters = await rows<{ pdf: Buffer; title: string; status: string }>(db, sql`SELECT d.pdf, d.status, p.title FROM offer_documents d
      JOIN offers o ON o.id = d.offer_id JOIN positions p ON p.id = o.position_id
      WHERE d.is_letter = 1 AND o.candidate_id = (SELECT id FROM candidates WHERE email = 'alex@demo.test') ORDER BY d.id`);
    const first = letters[0];
    if (!first) throw new Error('no letter');
    const doc = await PDFDocument.load(first.pdf);
    expect(doc.getPageCount()).toBe(1);
    const text = await pageText(first.pdf);
    const flowing = text.replace(/\n/g, ' '); // lines wrap where they wrap
    expect(text).toContain('Dear Alex Rivera,');
    expect(flowing).toContain(`the position of ${first.title}.`);
    expect(flowing).toMatch(/Your starting salary will be [\d,]+ [A-Z]{3} per year/);
    expect(flowing).toMatch(/anticipated start date is \d{2}\/\d{2}\/\d{4}\./);
    expect(text.split('\n')).toContain('Signature');
    // An unsigned letter has nobody's name on its line; the accepted offer's letter shows the signature.
    expect(text.split('\n')).not.toContain('Alex Rivera');
    const signed = letters.find((l) => l.status === 'Signed');
    if (!signed) throw new Error('no signed letter');
    expect((await pageText(signed.pdf)).split('\n')).toContain('Alex Rivera');
  });

  test('dashboard data: active and inactive applications, open and closed drafts, and the rest', async () => {
    const alex = await value(db, sql`SELECT id FROM candidates WHERE email = 'alex@demo.test'`);
    const n = (query: RawBuilder<unknown>) => value(db, query);
    expect(await n(sql`SELECT COUNT(*) FROM applications WHERE candidate_id = ${alex} AND is_active = 1`)).toBeGreaterThan(0);
    expect(await n(sql`SELECT COUNT(*) FROM applications WHERE candidate_id = ${alex} AND is_active = 0`)).toBeGreaterThan(0);
    expect(
      await n(sql`SELECT COUNT(*) FROM draft_applications d JOIN positions p ON p.id = d.position_id WHERE d.candidate_id = ${alex} AND p.archived_at IS NULL`),
    ).toBeGreaterThan(0);
    expect(
      await n(sql`SELECT COUNT(*) FROM draft_applications d JOIN positions p ON p.id = d.position_id WHERE d.candidate_id = ${alex} AND p.archived_at IS NOT NULL`),
    ).toBeGreaterThan(0);
    for (const table of ['interviews', 'saved_positions', 'referrals', 'nudges', 'event_registrations']) {
      expect(await n(sql`SELECT COUNT(*) FROM ${sql.table(table)} WHERE candidate_id = ${alex}`)).toBeGreaterThan(0);
    }
  });

  test('notifications of both types, clicked and not, worded by the product and pointing into the site', async () => {
    const stored = await rows<Record<string, string | number>>(db, sql`SELECT * FROM notifications ORDER BY id`);
    expect(new Set(stored.map((r) => r.notification_type))).toEqual(new Set(['read_only', 'action_required']));
    expect(new Set(stored.map((r) => r.is_clicked))).toEqual(new Set([0, 1]));
    expect(new Set(stored.map((r) => r.is_viewed))).toEqual(new Set([0, 1]));
    // Clicking happens in an open bell, so a clicked notification has been viewed.
    expect(stored.filter((r) => r.is_clicked === 1 && r.is_viewed === 0)).toEqual([]);
    const urls = stored.map((r) => String(r.redirect_url));
    expect(urls).toEqual(expect.arrayContaining(['/careers/interviews', '/careers/applications', '/careers/forms/center', '/careers/profile']));
    expect(urls.every((u) => u.startsWith('/careers/'))).toBe(true);
    // Offer links carry the company (spec §2), exactly as notify() builds them.
    const offerLinks = urls.filter((u) => u.startsWith('/careers/offer/'));
    expect(offerLinks.length).toBeGreaterThanOrEqual(3);
    for (const url of offerLinks) expect(url).toMatch(/^\/careers\/offer\/\d+(\/offer-document\/\d+)?\?domain=demo\.test$/);
    const messages = stored.map((r) => r.message);
    expect(messages).toContain('Welcome to Northwind Labs careers! Complete your profile to get better job matches.');
    expect(messages).toContain('3 new jobs match your saved search "Frontend".');
  });

  test('every demo notification points at something that exists and is in the state it states (issue 24 item 12)', async () => {
    const stored = await rows<{ candidate_id: number; message: string; redirect_url: string; created_at: string }>(
      db, sql`SELECT candidate_id, message, redirect_url, created_at FROM notifications ORDER BY id`,
    );
    const checked = new Set<string>();
    for (const n of stored) {
      const mine = n.candidate_id;
      let m: RegExpExecArray | null;
      if ((m = /^New form to complete: (.+)\.$/.exec(n.message))) {
        const form = DEMO_FORMS.find(({ definition }) => definition.title === m?.[1])?.definition;
        expect(form).toBeDefined();
        const [response] = await rows<{ status: string; created_at: string }>(
          db, sql`SELECT status, created_at FROM form_responses WHERE candidate_id = ${mine} AND form_id = ${form?.id ?? ''}`,
        );
        // Still to complete, and assigned no later than the candidate was told.
        expect([m[1], response?.status]).toEqual([m[1], 'open']);
        expect(Date.parse(String(response?.created_at))).toBeLessThanOrEqual(Date.parse(n.created_at));
        checked.add('form');
      } else if ((m = /saved search "(.+)"\.$/.exec(n.message))) {
        const searches = await rows<{ query: string; location: string; filters_json: string }>(
          db, sql`SELECT query, location, filters_json FROM saved_searches WHERE candidate_id = ${mine}`,
        );
        const named = searches.map((r) => ({ query: r.query, location: r.location, filters: JSON.parse(r.filters_json) }));
        expect(named.map((search) => searchName(search))).toContain(m[1]);
        expect(named.map((search) => searchPagePath(search))).toContain(n.redirect_url);
        checked.add('saved search');
      } else if ((m = /^\/careers\/offer\/(\d+)(?:\/offer-document\/(\d+))?/.exec(n.redirect_url))) {
        const [offer] = await rows<{ status: string }>(db, sql`SELECT status FROM offers WHERE id = ${Number(m[1])} AND candidate_id = ${mine}`);
        expect(offer?.status).toBe('Extended');
        if (m[2]) {
          const [doc] = await rows<{ status: string }>(db, sql`SELECT status FROM offer_documents WHERE id = ${Number(m[2])} AND offer_id = ${Number(m[1])}`);
          expect(['Unsigned', 'Pending']).toContain(doc?.status);
        }
        checked.add('offer');
      } else if ((m = /^Your interview for (.+) is scheduled for /.exec(n.message))) {
        const found = await rows(db, sql`SELECT i.id FROM interviews i JOIN positions p ON p.id = i.position_id
          WHERE i.candidate_id = ${mine} AND p.title = ${m[1]} AND i.scheduled_at > ${NOW.toISOString()}`);
        expect(found.length).toBeGreaterThan(0);
        checked.add('interview');
      } else if ((m = /^Thanks for applying for (.+)! /.exec(n.message))) {
        const found = await rows(db, sql`SELECT a.id FROM applications a JOIN positions p ON p.id = a.position_id WHERE a.candidate_id = ${mine} AND p.title = ${m[1]}`);
        expect(found.length).toBeGreaterThan(0);
        checked.add('application');
      }
    }
    expect([...checked].sort()).toEqual(['application', 'form', 'interview', 'offer', 'saved search']);
    const messages = stored.map((r) => r.message);
    expect(messages).toContain('New form to complete: New hire onboarding.');
    expect(messages).not.toContain('New form to complete: Background check authorization.');
  });

  test('interviews and events start on the quarter hour between 08:00 and 18:00 in the company\'s time zone', async () => {
    const starts = [
      ...(await rows<{ at: string }>(db, sql`SELECT scheduled_at AS at FROM interviews`)),
      ...(await rows<{ at: string }>(db, sql`SELECT starts_at AS at FROM events`)),
    ].map((r) => new Date(r.at));
    expect(starts.length).toBeGreaterThanOrEqual(8);
    const local = starts.map((d) => new Intl.DateTimeFormat('en-GB', { timeZone: DEMO_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(d));
    for (const time of local) {
      const [h = 0, min = 0] = time.split(':').map(Number);
      expect({ time, quarter: min % 15 === 0, working: h * 60 + min >= 8 * 60 && h * 60 + min <= 18 * 60 }).toEqual({ time, quarter: true, working: true });
    }
    // Not the seed's time of day (12:00 UTC is 13:00 in Berlin) for every one of them.
    expect(new Set(local).size).toBeGreaterThan(2);
  });

  test('instances seeding one empty database at the same time seed it once', async () => {
    const database = await createTestDatabase();
    dbs.push(database);
    const results = await Promise.all([1, 2, 3].map((seed) => seedDemoData(database.db, { positions: 60, seed, now: NOW })));
    expect(results.filter((r) => r !== null)).toHaveLength(1);
    expect(await value(database.db, sql`SELECT COUNT(*) FROM positions`)).toBe(60);
    expect(await value(database.db, sql`SELECT COUNT(*) FROM candidates`)).toBe(3);
  });

  test('a database that holds a company is not seeded again', async () => {
    expect(await isEmpty(db)).toBe(false);
    expect(await seedDemoData(db, { positions: 60, seed: 1, now: NOW })).toBeNull();
    expect(await value(db, sql`SELECT COUNT(*) FROM positions`)).toBe(200);
  });
});

describe('every demo candidate\'s stories agree (issue 24 item 12)', () => {
  // A Monday (the pinned clock), and a Saturday evening, whose "in 3 days" and "10 days ago" are not all weekdays.
  const clocks = [NOW, new Date('2026-12-05T19:00:00.000Z')];
  let dbsByClock: Db[] = [];
  beforeAll(async () => {
    dbsByClock = [];
    for (const [n, now] of clocks.entries()) {
      const database = await createTestDatabase();
      dbs.push(database);
      await seedDemoData(database.db, { positions: 200, seed: 42 + n, now });
      dbsByClock.push(database.db);
    }
  });
  const each = async (check: (db: Db, now: Date) => Promise<void>) => {
    for (const [n, db] of dbsByClock.entries()) await check(db, clocks[n] as Date);
  };

  test("each interview is for a position the candidate applied to, in 'Interviewing' or later, with a timeline that says so", async () => {
    await each(async (db) => {
      const found = await rows<{ email: string; title: string; status: string | null; steps: string | null; scheduled_at: string }>(db, sql`
        SELECT c.email, p.title, a.status, i.scheduled_at,
          (SELECT COUNT(*) FROM application_status_changes s WHERE s.application_id = a.id AND s.status = 'Interviewing') AS steps
        FROM interviews i JOIN candidates c ON c.id = i.candidate_id JOIN positions p ON p.id = i.position_id
        LEFT JOIN applications a ON a.candidate_id = i.candidate_id AND a.position_id = i.position_id ORDER BY i.id`);
      expect(new Set(found.map((r) => r.email))).toEqual(new Set(['alex@demo.test', 'sam@demo.test']));
      for (const r of found) {
        expect({ title: r.title, status: r.status, timeline: Number(r.steps) }).toEqual({ title: r.title, status: expect.stringMatching(/^(Interviewing|Offer|Hired)$/), timeline: 1 });
      }
    });
  });

  test("an application in 'Interviewing' has an interview", async () => {
    await each(async (db) => {
      const interviewing = await rows<{ title: string; interviews: number }>(db, sql`
        SELECT p.title, (SELECT COUNT(*) FROM interviews i WHERE i.candidate_id = a.candidate_id AND i.position_id = a.position_id) AS interviews
        FROM applications a JOIN positions p ON p.id = a.position_id WHERE a.status = 'Interviewing'`);
      expect(interviewing.length).toBeGreaterThanOrEqual(3);
      for (const r of interviewing) expect({ title: r.title, has: Number(r.interviews) > 0 }).toEqual({ title: r.title, has: true });
    });
  });

  test("each offer has an application for the same position, in 'Offer' ('Hired' for the accepted one), reached before the offer last changed", async () => {
    await each(async (db) => {
      const offers = await rows<{ title: string; offer: string; status: string | null; updated_at: string; steps: number; active: number | null }>(db, sql`
        SELECT p.title, o.status AS offer, a.status, o.updated_at, a.is_active AS active,
          (SELECT COUNT(*) FROM application_status_changes s WHERE s.application_id = a.id AND s.status = a.status AND s.created_at <= o.updated_at) AS steps
        FROM offers o JOIN positions p ON p.id = o.position_id
        LEFT JOIN applications a ON a.candidate_id = o.candidate_id AND a.position_id = o.position_id ORDER BY o.id`);
      expect(offers).toHaveLength(8);
      for (const r of offers) {
        expect({ title: r.title, offer: r.offer, application: r.status, timeline: Number(r.steps) })
          .toEqual({ title: r.title, offer: r.offer, application: r.offer === 'Accepted' ? 'Hired' : 'Offer', timeline: 1 });
      }
      // Only an offer still open keeps its application active.
      expect(offers.filter((r) => Number(r.active) === 1).map((r) => r.offer)).toEqual(['Extended', 'Extended', 'Extended']);
    });
  });

  test('interviews and events fall on weekdays, at working hours where they take place; onsite ones in the position\'s city, remote ones with a link', async () => {
    await each(async (db) => {
      const starts = [
        ...(await rows<{ at: string; location: string | null }>(db, sql`SELECT scheduled_at AS at, location FROM interviews`)),
        ...(await rows<{ at: string; location: string | null }>(db, sql`SELECT starts_at AS at, location FROM events`)),
      ];
      const weekday = (at: string) => new Intl.DateTimeFormat('en-US', { timeZone: DEMO_TIME_ZONE, weekday: 'short' }).format(new Date(at));
      for (const r of starts) expect({ at: r.at, day: weekday(r.at) }).toEqual({ at: r.at, day: expect.stringMatching(/^(Mon|Tue|Wed|Thu|Fri)$/) });

      const interviews = await rows<{ kind: string; location: string | null; link: string | null; city: string; country: string; is_remote: number; at: string }>(db, sql`
        SELECT i.kind, i.location, i.link, p.city, p.country, p.is_remote, i.scheduled_at AS at FROM interviews i JOIN positions p ON p.id = i.position_id`);
      const onsite = interviews.filter((i) => i.kind === 'Onsite');
      expect(onsite).toHaveLength(1);
      for (const i of interviews) {
        if (i.kind !== 'Onsite') {
          expect({ kind: i.kind, link: i.link }).toEqual({ kind: i.kind, link: expect.stringMatching(/^(https:|tel:)/) });
          continue;
        }
        expect(i.is_remote).toBe(0);
        expect(i.location).toContain(i.city);
        const timeZone = OFFICE_TIME_ZONES[i.country] as string;
        expect(timeZone).toBeDefined();
        const local = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', weekday: 'short', hourCycle: 'h23' }).format(new Date(i.at));
        expect(local).toMatch(/^(Mon|Tue|Wed|Thu|Fri) (0[89]|1[0-7]):[0-5]\d$/);
      }
    });
  });
});

test(`the same seed stores the same rows in every table on SQLite and on ${testEngine === 'postgres' ? 'PostgreSQL' : 'SQLite again'}`, async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-seed-sqlite-'));
  const sqlite = openDatabase({ engine: 'sqlite', path: path.join(dir, 'demo.sqlite') });
  try {
    await migrate(sqlite);
    await seedDemoData(sqlite.db, { positions: 120, seed: 42, now: NOW });
    const engine = await seeded(42, 120);
    const [expected, actual] = [await everyRow(sqlite.db, { withoutPasswords: true }), await everyRow(engine, { withoutPasswords: true })];
    // Every SQLite table exists on the other engine (which may keep its full-text index in tables of its own).
    expect(Object.keys(expected).filter((t) => !(t in actual))).toEqual([]);
    for (const table of Object.keys(expected)) expect({ table, rows: actual[table] }).toEqual({ table, rows: expected[table] });
    expect(expected.positions).toHaveLength(120);
  } finally {
    await sqlite.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
