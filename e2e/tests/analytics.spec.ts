import { expect, test } from '@playwright/test';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { dataDir, PORT } from '../playwright.config';
import { logInByApi } from './session';

// better-sqlite3 is the server's dependency; the test reads the server's own database file.
const Database = createRequire(join(__dirname, '..', '..', 'server', 'package.json'))('better-sqlite3');

function pageViews(path: string): Array<{ data_json: string; candidate_id: number | null }> {
  const db = new Database(join(dataDir(PORT), 'careers.sqlite'), { readonly: true });
  try {
    return db
      .prepare("SELECT data_json, candidate_id FROM vslog WHERE event = 'page_view' AND data_json LIKE ?")
      .all(`%"path":"${path}"%`);
  } finally {
    db.close();
  }
}

test('page views are logged through /vslog with the spec page identifier and the candidate', async ({ page }) => {
  await logInByApi(page);
  await page.goto('/careers');
  await page.getByRole('link', { name: 'Offers' }).click();
  await expect(page.getByRole('heading', { name: 'Offers', level: 1 })).toBeVisible();
  await expect.poll(() => pageViews('/careers/offers').length).toBeGreaterThan(0);
  const [view] = pageViews('/careers/offers');
  expect(JSON.parse(view!.data_json)).toEqual({ page: 'offers', path: '/careers/offers' });
  expect(view!.candidate_id).not.toBeNull();
});
