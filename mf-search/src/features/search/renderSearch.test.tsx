/**
 * @jest-environment node
 */
// In Node, as the server runs it: no document, no window.
import { makeBootData } from '@careers/shared/testing';
import { renderSearch } from './renderSearch';

const boot = makeBootData({ user: { isLoggedIn: false, id: null }, profile: null });

function rendered(url: string, locale = 'en') {
  const page = renderSearch({ boot, url, locale, nonce: 'n0nce' });
  if (!page) throw new Error(`${url} was not rendered`);
  return page;
}

test("draws the page's heading and a search form that works without scripts, the address's search typed in", () => {
  const { html, styles } = rendered('/careers/search?query=nurse%20%3Cnight%3E&location=Berlin');
  expect(typeof document).toBe('undefined');
  expect(html).toMatch(/<h1 tabindex="-1"[^>]*>Careers at Acme<\/h1>/);
  // A GET form to the address it is on (no method, no action): /careers/search?query=…&location=…
  const form = /<form role="search" aria-label="Search jobs"[^>]*>/.exec(html)?.[0];
  expect(form).toBeDefined();
  expect(form).not.toMatch(/method=|action=/);
  expect(html).toMatch(/<label for="([^"]+)"[^>]*>Job title, skill or keyword<\/label><input id="\1"[^>]*name="query" value="nurse &lt;night&gt;"\/>/);
  expect(html).toMatch(/<label for="([^"]+)"[^>]*>Location<\/label><input id="\1"[^>]*name="location" value="Berlin"\/>/);
  expect(html).toMatch(/<button type="submit"[^>]*>Search<\/button><\/form>/);
  expect(styles).toMatch(/<style data-emotion="careers [^"]+" nonce="n0nce">\.careers-/);
});

test('the results are in their loading state: the heading, no result and no failure (the browser runs the search)', () => {
  const { html } = rendered('/careers/search');
  expect(html).toMatch(/<section aria-labelledby="search-results-heading" aria-busy="true">/);
  expect(html).toMatch(/<h2 id="search-results-heading"[^>]*>Search results<\/h2>/);
  expect(html).toContain('data-state="loading"');
  expect(html).not.toContain('data-position-id');
  expect(html).not.toMatch(/failed|No jobs/i);
});

test('what depends on the window width is drawn for every width by CSS: the save-search row hidden on phones', () => {
  const { html, styles } = rendered('/careers/search');
  // Saving the search is in the markup; a phone's CSS hides its row, as its render leaves it out.
  expect(html).toContain('>Save this search</button>');
  expect(styles).toMatch(/@media \(max-width: 599\.98px\)\{\.careers-[a-z0-9]+\{display:none;\}\}/);
  expect(styles).toMatch(/@media \(min-width: 1024px\)\{\.careers-[a-z0-9]+\{grid-template-columns:minmax\(0, 2fr\) minmax\(0, 3fr\);\}\}/);
});

test('in the language it is given', () => {
  expect(rendered('/careers/search', 'es').html).toMatch(/<button type="submit"[^>]*>Buscar<\/button>/);
});

test("not a job's page, nor a search with a position chosen (its view depends on the window's width)", () => {
  expect(renderSearch({ boot, url: '/careers/job/12', locale: 'en', nonce: '' })).toBeNull();
  expect(renderSearch({ boot, url: '/careers/search?pid=12', locale: 'en', nonce: '' })).toBeNull();
  expect(renderSearch({ boot, url: '/careers', locale: 'en', nonce: '' })).not.toBeNull();
});
