import { rememberTimeZone } from './rememberTimeZone';

const jar = () => {
  const written: string[] = [];
  return { written, doc: { get cookie() { return ''; }, set cookie(line: string) { written.push(line); } } };
};

test("keeps the browser's zone for a year, for every path, when the page was drawn in another zone or none", () => {
  const first = jar();
  expect(rememberTimeZone('Pacific/Kiritimati', undefined, first.doc, true)).toBe(true);
  expect(first.written).toEqual(['careers_tz=Pacific%2FKiritimati; Path=/; Max-Age=31536000; SameSite=Lax; Secure']);
  const moved = jar();
  expect(rememberTimeZone('America/New_York', 'Europe/Berlin', moved.doc, false)).toBe(true);
  expect(moved.written).toEqual(['careers_tz=America%2FNew_York; Path=/; Max-Age=31536000; SameSite=Lax']);
});

test('writes nothing when the page was drawn in the same zone, or when the browser names none', () => {
  const same = jar();
  expect(rememberTimeZone('Europe/Berlin', 'Europe/Berlin', same.doc)).toBe(false);
  expect(rememberTimeZone('', undefined, same.doc)).toBe(false);
  expect(same.written).toEqual([]);
});

test('in a browser, the cookie is readable by the next request', () => {
  document.cookie = 'careers_tz=; Max-Age=0; Path=/';
  rememberTimeZone('Asia/Kolkata', undefined);
  expect(document.cookie).toContain('careers_tz=Asia%2FKolkata');
});
