import { createRequire } from 'node:module';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { dataDir, PORT } from '../playwright.config';
import { signUpByApi } from './session';

// Offers for tests that change them (sign, upload, e-sign, decline): each such test signs up a
// candidate of its own and gives them an offer here, written into the e2e server's database the way
// a hiring system's integration would put one there. The demo candidates' offers are only read, so
// tests never race each other for one offer.

interface Statement {
  get(...args: unknown[]): Record<string, unknown> | undefined;
  run(...args: unknown[]): { lastInsertRowid: number | bigint };
}
interface Sqlite {
  prepare(sql: string): Statement;
  pragma(text: string): unknown;
  close(): void;
}
// The server's own SQLite driver, built for the Node that runs the tests.
const Database = createRequire(join(__dirname, '..', '..', 'server', 'package.json'))('better-sqlite3') as new (file: string) => Sqlite;

export type OfferKind = 'embedded' | 'esign' | 'expired';

export interface GivenOffer {
  offerId: number;
  documentId: number;
  positionName: string;
}

const DAY = 86_400_000;

/**
 * Gives the candidate an Extended offer with one letter: signed in the page, with the e-sign provider, or already
 * expired; `expiresAt` sets its deadline (else a week from now, or two days ago for an expired one).
 */
export function giveOffer(email: string, kind: OfferKind, expiresAt?: Date): GivenOffer {
  const db = new Database(join(dataDir(PORT), 'careers.sqlite'));
  try {
    db.pragma('busy_timeout = 10000');
    const candidate = db.prepare('SELECT id, domain FROM candidates WHERE email = ?').get(email);
    if (!candidate) throw new Error(`no candidate ${email}`);
    const position = db
      .prepare('SELECT id, title FROM positions WHERE domain = ? AND archived_at IS NULL ORDER BY id LIMIT 1 OFFSET ?')
      .get(candidate.domain, Math.floor(Math.random() * 50));
    // A demo letter's bytes: a real PDF with a signature line.
    const letter = db.prepare('SELECT pdf FROM offer_documents WHERE is_letter = 1 AND pdf IS NOT NULL AND signed = 0 ORDER BY id LIMIT 1').get();
    if (!position || !letter) throw new Error('the demo has no position or letter to copy');
    const now = Date.now();
    const iso = (ms: number) => new Date(ms).toISOString();
    const expires = expiresAt ? expiresAt.toISOString() : iso(kind === 'expired' ? now - 2 * DAY : now + 7 * DAY);
    const offerId = Number(
      db
        .prepare("INSERT INTO offers (domain, candidate_id, position_id, status, created_at, updated_at, expires_at) VALUES (?, ?, ?, 'Extended', ?, ?, ?)")
        .run(candidate.domain, candidate.id, position.id, iso(now - DAY), iso(now - DAY), expires).lastInsertRowid,
    );
    const documentId = Number(
      db
        .prepare(
          "INSERT INTO offer_documents (domain, offer_id, name, status, signed, is_letter, url, pdf, s3_path, updated_at, expires_at) VALUES (?, ?, 'Offer letter', 'Unsigned', 0, 1, NULL, ?, NULL, ?, ?)",
        )
        .run(candidate.domain, offerId, letter.pdf, iso(now - DAY), expires).lastInsertRowid,
    );
    // The provider's page for the document (the API turns the marker into its absolute, signed address).
    if (kind === 'esign') db.prepare('UPDATE offer_documents SET url = ? WHERE id = ?').run(`/esign/sign/${documentId}`, documentId);
    return { offerId, documentId, positionName: String(position.title) };
  } finally {
    db.close();
  }
}

/**
 * A new candidate, Robin Okafor, signed up and bootstrapped (through the API: login.spec.ts drives
 * those pages), with an offer of `kind`; the page is on the offers list, showing it.
 */
export async function candidateWithOffer(page: Page, kind: OfferKind): Promise<GivenOffer & { email: string }> {
  const email = await signUpByApi(page, { firstName: 'Robin', lastName: 'Okafor' });
  const offer = giveOffer(email, kind);
  await page.goto('/careers/offers');
  await expect(page.getByRole('heading', { name: 'Offers', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: `View job offer for ${offer.positionName}` })).toBeVisible();
  return { ...offer, email };
}
