import { parseXml, textsOf } from '../../testing/parseXml';
import { URLSET_CLOSE, URLSET_OPEN, escapeXml, sitemapIndexXml, urlEntry, w3cDatetime } from './sitemapXml';

test('odd text survives a strict XML parser exactly; characters XML cannot carry are dropped', () => {
  const odd = `https://x.example/careers/job/1?a=1&b=<2>&c="3"&d='4'&e=]]>&f=\u0001\u00e9\u{1F600}`;
  const xml = `${URLSET_OPEN}${urlEntry(odd, '2026-02-01T09:00:00Z')}${URLSET_CLOSE}`;
  expect(textsOf(parseXml(xml), 'loc')).toEqual([odd.replace('\u0001', '')]);
  expect(textsOf(parseXml(sitemapIndexXml([odd])), 'loc')).toEqual([odd.replace('\u0001', '')]);
  expect(escapeXml('a&b')).toBe('a&amp;b');
});

test('W3C datetimes to the second; unparseable times give no lastmod', () => {
  expect(w3cDatetime('2026-02-01T09:00:00.123Z')).toBe('2026-02-01T09:00:00Z');
  expect(w3cDatetime('2026-02-01 09:00:00+02:00')).toBe('2026-02-01T07:00:00Z');
  expect(w3cDatetime('soon')).toBeNull();
  expect(w3cDatetime(null)).toBeNull();
  expect(urlEntry('https://x.example/', null)).toBe('<url><loc>https://x.example/</loc></url>\n');
});
