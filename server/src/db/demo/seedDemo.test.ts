import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { verifyPassword } from '../../services/passwords';
import { createTestDatabase, type TestDatabase } from '../../testing/testDatabase';
import type { Db } from '../connection';
import { CITIES } from './cities';
import { DEMO_PASSWORD, seedDemoData } from './seedDemo';

const NOW = new Date('2026-03-02T12:00:00.000Z');
const dirs: string[] = [];
const dbs: TestDatabase[] = [];

async function seeded(seed: number, positions = 200): Promise<Db> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-seed-'));
  dirs.push(dir);
  const database = await createTestDatabase();
  dbs.push(database);
  const db = database.sqlite as Db;
  await seedDemoData(db, { positions, seed, now: NOW });
  return db;
}

afterAll(async () => {
  for (const db of dbs) await db.close();
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe('demo positions', () => {
  let db: Db;
  beforeAll(async () => {
    db = await seeded(42);
  });

  test('the same seed gives the same rows; another seed gives others', async () => {
    const again = await seeded(42);
    const other = await seeded(7);
    const rows = (d: Db) => d.prepare('SELECT * FROM positions ORDER BY id').all();
    const titles = (d: Db) => d.prepare('SELECT title FROM positions ORDER BY id LIMIT 10').pluck().all();
    expect(rows(again)).toEqual(rows(db));
    expect(titles(other)).not.toEqual(titles(db));
  });

  test('creates exactly the asked number of positions, a few of them archived', async () => {
    expect(db.prepare('SELECT COUNT(*) FROM positions').pluck().get()).toBe(200);
    const archived = db.prepare('SELECT COUNT(*) FROM positions WHERE archived_at IS NOT NULL').pluck().get() as number;
    expect(archived).toBeGreaterThanOrEqual(3);
    expect(archived).toBeLessThan(20);
    expect(await seeded(1, 1234).then((d) => d.prepare('SELECT COUNT(*) FROM positions').pluck().get())).toBe(1234);
  });

  test('places positions in real cities with their real coordinates', () => {
    expect(CITIES.length).toBeGreaterThanOrEqual(150);
    const berlin = CITIES.find((c) => c.name === 'Berlin');
    expect(berlin).toMatchObject({ country: 'DE', lat: 52.52, lng: 13.405 });
    const sydney = CITIES.find((c) => c.name === 'Sydney');
    expect(sydney).toMatchObject({ country: 'AU', lat: -33.8688, lng: 151.2093 });
    const known = new Map(CITIES.map((c) => [`${c.name}|${c.country}`, c]));
    const rows = db.prepare('SELECT city, country, lat, lng FROM positions').all() as Array<{ city: string; country: string; lat: number; lng: number }>;
    for (const row of rows) {
      const city = known.get(`${row.city}|${row.country}`);
      expect(city).toBeDefined();
      expect([row.lat, row.lng]).toEqual([city?.lat, city?.lng]);
    }
  });

  test('rows look like real job ads', () => {
    const rows = db.prepare('SELECT * FROM positions').all() as Array<Record<string, unknown>>;
    const remote = rows.filter((r) => r.is_remote === 1).length / rows.length;
    expect(remote).toBeGreaterThan(0.1);
    expect(remote).toBeLessThan(0.3);
    expect(new Set(rows.map((r) => r.department)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(rows.map((r) => r.employment_type))).toEqual(new Set(['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'INTERN', 'TEMPORARY']));
    for (const r of rows) {
      expect((r.description as string).split('\n\n').length).toBeGreaterThanOrEqual(4);
      expect(JSON.parse(r.skills_json as string).length).toBeGreaterThanOrEqual(4);
      expect(r.salary_max as number).toBeGreaterThan(r.salary_min as number);
      expect(Date.parse(r.valid_through as string)).toBeGreaterThan(Date.parse(r.posted_at as string));
      expect(Date.parse(r.posted_at as string)).toBeLessThanOrEqual(NOW.getTime());
    }
  });
});

describe('demo company and candidates', () => {
  let db: Db;
  beforeAll(async () => {
    db = await seeded(42);
  });

  test('one company, Northwind Labs, with its configuration', () => {
    const row = db.prepare('SELECT id, name, config_json FROM domains').get() as { id: string; name: string; config_json: string };
    expect(row.id).toBe('demo.test');
    expect(row.name).toBe('Northwind Labs');
    const settings = JSON.parse(row.config_json);
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

  test('Alex and Sam can log in with the demo password and are ready to use the site', async () => {
    const rows = db.prepare('SELECT email, first_name, last_name, password_hash, is_admin, is_bootstrapped, is_onboarded FROM candidates ORDER BY id').all() as Array<Record<string, string | number>>;
    expect(rows.map((r) => `${r.first_name} ${r.last_name} <${r.email}>`)).toEqual(['Alex Rivera <alex@demo.test>', 'Sam Chen <sam@demo.test>']);
    for (const r of rows) {
      expect([r.is_admin, r.is_bootstrapped, r.is_onboarded]).toEqual([0, 1, 1]);
      expect(await verifyPassword(DEMO_PASSWORD, r.password_hash as string)).toBe(true);
    }
    expect(rows[0]?.password_hash).not.toBe(rows[1]?.password_hash);
  });

  test('offers cover every status and every document state', () => {
    const statuses = db.prepare('SELECT DISTINCT status FROM offers').pluck().all();
    expect(new Set(statuses)).toEqual(new Set(['Extended', 'Declined', 'Accepted', 'Canceled', 'Expired']));
    const docs = db.prepare('SELECT DISTINCT status FROM offer_documents').pluck().all();
    expect(new Set(docs)).toEqual(new Set(['Pending', 'Signed', 'Unsigned']));

    const alex = "(SELECT id FROM candidates WHERE email = 'alex@demo.test')";
    const firstOffer = db.prepare(`SELECT id FROM offers WHERE candidate_id = ${alex} AND status = 'Extended' ORDER BY id LIMIT 1`).pluck().get();
    const docsOfFirst = db.prepare('SELECT status, expires_at, signed FROM offer_documents WHERE offer_id = ? ORDER BY id').all(firstOffer) as Array<{ status: string; expires_at: string | null; signed: number }>;
    expect(docsOfFirst.map((d) => d.status)).toEqual(['Pending', 'Unsigned', 'Signed']);
    expect(docsOfFirst[1]?.expires_at).not.toBeNull();
    expect(docsOfFirst[2]?.signed).toBe(1);

    const esign = db.prepare(`SELECT COUNT(*) FROM offer_documents d JOIN offers o ON o.id = d.offer_id
      WHERE o.candidate_id = ${alex} AND o.status = 'Extended' AND d.url IS NOT NULL AND d.pdf IS NULL`).pluck().get();
    expect(esign).toBe(1);
    const pastExtended = db.prepare(`SELECT COUNT(*) FROM offers WHERE status = 'Extended' AND expires_at < ?`).pluck().get(NOW.toISOString());
    expect(pastExtended).toBe(1);
  });

  test('offer documents carry a valid one-page PDF letter', () => {
    const pdf = db.prepare('SELECT pdf FROM offer_documents WHERE pdf IS NOT NULL LIMIT 1').pluck().get() as Buffer;
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...text.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
    expect(text).toContain('/Count 1');
    expect(text).toContain('Dear ');
  });

  test('dashboard data: active and inactive applications, open and closed drafts, and the rest', () => {
    const alex = db.prepare("SELECT id FROM candidates WHERE email = 'alex@demo.test'").pluck().get();
    const n = (sql: string) => db.prepare(sql).pluck().get(alex) as number;
    expect(n('SELECT COUNT(*) FROM applications WHERE candidate_id = ? AND is_active = 1')).toBeGreaterThan(0);
    expect(n('SELECT COUNT(*) FROM applications WHERE candidate_id = ? AND is_active = 0')).toBeGreaterThan(0);
    expect(n(`SELECT COUNT(*) FROM draft_applications d JOIN positions p ON p.id = d.position_id WHERE d.candidate_id = ? AND p.archived_at IS NULL`)).toBeGreaterThan(0);
    expect(n(`SELECT COUNT(*) FROM draft_applications d JOIN positions p ON p.id = d.position_id WHERE d.candidate_id = ? AND p.archived_at IS NOT NULL`)).toBeGreaterThan(0);
    for (const table of ['interviews', 'saved_positions', 'referrals', 'nudges', 'event_registrations']) {
      expect(n(`SELECT COUNT(*) FROM ${table} WHERE candidate_id = ?`)).toBeGreaterThan(0);
    }
  });

  test('notifications of both types, clicked and not, made by notify() and pointing into the site', () => {
    const rows = db.prepare('SELECT * FROM notifications ORDER BY id').all() as Array<Record<string, string | number>>;
    expect(new Set(rows.map((r) => r.notification_type))).toEqual(new Set(['read_only', 'action_required']));
    expect(new Set(rows.map((r) => r.is_clicked))).toEqual(new Set([0, 1]));
    expect(new Set(rows.map((r) => r.is_viewed))).toEqual(new Set([0, 1]));
    // Clicking happens in an open bell, so a clicked notification has been viewed.
    expect(rows.filter((r) => r.is_clicked === 1 && r.is_viewed === 0)).toEqual([]);
    const urls = rows.map((r) => String(r.redirect_url));
    expect(urls).toEqual(expect.arrayContaining(['/careers/interviews', '/careers/applications', '/careers/forms/center', '/careers/profile']));
    expect(urls.every((u) => u.startsWith('/careers/'))).toBe(true);
    // Offer links carry the company (spec §2), exactly as notify() builds them.
    const offerLinks = urls.filter((u) => u.startsWith('/careers/offer/'));
    expect(offerLinks.length).toBeGreaterThanOrEqual(3);
    for (const url of offerLinks) expect(url).toMatch(/^\/careers\/offer\/\d+(\/offer-document\/\d+)?\?domain=demo\.test$/);
    const messages = rows.map((r) => r.message);
    expect(messages).toContain('Welcome to Northwind Labs careers! Complete your profile to get better job matches.');
    expect(messages).toContain('3 new jobs match your saved search "Frontend".');
  });
});
