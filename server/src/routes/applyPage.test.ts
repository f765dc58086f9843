import { MINUTE, positionExpiryApp } from '../testing/positionExpiryApp';
import { addCompany, addPosition } from '../testing/fixtures';

// The apply page answers as the job page does (README "Closed positions on the site"): a position that no
// longer takes applications (archived, or past its valid_through by the server's clock ctx.now, which these
// tests move) 410 with the closed text, one the company does not have 404; the page itself stays the shell's.
// On both engines (TEST_POSTGRES_URL).

const expiry = positionExpiryApp();
const { start, endingAt } = expiry;
const db = () => expiry.app.careers.db;
const page = (url: string) => expiry.app.inject({ url });
const NOINDEX = '<meta name="robots" content="noindex">';
const CLOSED = '<noscript>This position is no longer accepting applications.</noscript>';

test('an open position\'s apply page answers 200 (noindex); past its valid_through, 410 with the closed text; archived, 410 too', async () => {
  const ending = await endingAt(start + MINUTE, 'Ending Apply');
  const open = await page(`/careers/apply?pid=${ending}`);
  expect(open.statusCode).toBe(200);
  expect(open.body).toContain(NOINDEX);
  expect(open.body).toContain('<div id="careers-root">');
  expect(open.body).not.toContain(CLOSED);

  expiry.app.careers.now = () => start + 2 * MINUTE;
  for (const url of [`/careers/apply?pid=${ending}`, `/careers/apply/private?pid=${ending}`, `/careers/apply?pid=${ending}&utm_source=x`]) {
    const gone = await page(url);
    expect({ url, status: gone.statusCode }).toEqual({ url, status: 410 });
    expect(gone.body).toContain(CLOSED);
    expect(gone.body).toContain(NOINDEX);
    // The same page as ever: the shell draws it in the browser (mf-forms says it is closed there).
    expect(gone.body).toContain('<div id="careers-root">');
    expect(gone.headers['content-type']).toBe('text/html; charset=utf-8');
  }

  const archived = await endingAt(start + 60 * MINUTE, 'Archived Apply');
  await db().updateTable('positions').set({ archived_at: new Date(start).toISOString() }).where('id', '=', archived).execute();
  const archivedPage = await page(`/careers/apply?pid=${archived}`);
  expect(archivedPage.statusCode).toBe(410);
  expect(archivedPage.body).toContain(CLOSED);
});

test('an unknown pid, another company\'s position, a malformed or missing pid: 404, noindex, no closed text', async () => {
  await addCompany(db(), 'apply-elsewhere.test');
  const elsewhere = await addPosition(db(), 'apply-elsewhere.test', 'Elsewhere');
  for (const url of ['/careers/apply?pid=987654321', `/careers/apply?pid=${elsewhere}`, '/careers/apply?pid=abc', '/careers/apply?pid=0', '/careers/apply', '/careers/apply/private']) {
    const res = await page(url);
    expect({ url, status: res.statusCode }).toEqual({ url, status: 404 });
    expect(res.body).toContain(NOINDEX);
    expect(res.body).not.toContain(CLOSED);
  }
});
