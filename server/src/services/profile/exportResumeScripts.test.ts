import { statSync } from 'node:fs';
import type { ProfileDetails } from '@careers/shared/contracts/profile';
import { fonts, lines, profile, readItems } from '../../testing/resumePdfText';
import { buildResumePdf } from './exportResume';

// Issue 30: names, schools and job titles in any script come out as written, not as '???'.
jest.setTimeout(60_000);

const world = profile({
  fullname: 'Ελένη Łukasz',
  location: 'Hà Nội',
  skills: ['Русский', 'Čeština'],
  experience: [
    { title: 'مهندس برمجيات', company: 'Acme 2024', startDate: '2021-03', endDate: null },
    { title: 'エンジニア', company: '山田商事', startDate: null, endDate: null },
  ] as ProfileDetails['experience'],
  education: [{ degree: 'תואר ראשון', school: 'האוניברסיטה העברית', startDate: null, endDate: null }] as ProfileDetails['education'],
});

test('every script of the candidate\'s data is in the PDF as written, from fonts embedded as subsets', async () => {
  const pdf = await buildResumePdf(world, 'Acme', new Date(0));
  const items = await readItems(pdf);
  const text = lines(items).map((line) => line.text);
  expect(text).toEqual(expect.arrayContaining(['Ελένη Łukasz', 'someone@demo.test · Hà Nội', 'Русский, Čeština', 'エンジニア, 山田商事']));
  expect(text.join('\n')).not.toContain('?');
  const embedded = (await fonts(pdf)).map((font) => font.name).filter((name) => !name.startsWith('Helvetica'));
  expect(embedded.some((name) => name.includes('NotoSansArabic'))).toBe(true);
  expect(embedded.some((name) => name.includes('NotoSansHebrew'))).toBe(true);
  expect(embedded.some((name) => name.includes('NotoSansJP'))).toBe(true);
  // Subsets: the whole PDF, with seven fonts in it, is smaller than the one Arabic font file it draws from.
  expect(pdf.length).toBeLessThan(statSync(require.resolve('@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff')).size);
});

test('a right-to-left line reads in order, right-aligned, with a Latin name and digits in place', async () => {
  const items = await readItems(await buildResumePdf(world, 'Acme', new Date(0)));
  const read = lines(items);
  // 'مهندس برمجيات, Acme 2024' starts with Arabic: it reads from the right (first word rightmost), the comma after
  // the Arabic, then the company and year, left to right, on the left.
  const at = (part: string) => items.find((item) => item.str.includes(part))!;
  expect(at('Acme 2024').x).toBeLessThan(at('برمجيات').x);
  expect(at('برمجيات').x).toBeLessThan(at('مه').x);
  expect(at('Acme 2024').str).toMatch(/^Acme 2024 ?,$/);
  expect(read.find((line) => line.text.includes('Acme'))?.right).toBeCloseTo(595.28 - 56, 0);
  expect(read.find((line) => line.text.includes('האוניברסיטה'))).toMatchObject({ text: 'תואר ראשון, האוניברסיטה העברית', right: expect.closeTo(595.28 - 56, 0) });
  // The Greek name starts on the left, as before.
  expect(read.find((line) => line.text.startsWith('Ελένη'))?.left).toBeCloseTo(56, 0);
});

test('Arabic letters are drawn joined, not as isolated forms', async () => {
  const [arabic] = (await fonts(await buildResumePdf(profile({ fullname: 'محمد' }), 'Acme', new Date(0)))).filter((font) => font.name.includes('NotoSansArabic'));
  // محمد is initial meem, medial hah, medial meem, final dal: two different glyphs stand for meem (U+0645).
  expect(arabic?.toUnicode.match(/<0645>/gi)).toHaveLength(2);
});

test('Japanese wraps between characters, at the width of the page', async () => {
  const title = 'ソフトウェアエンジニア'.repeat(8);
  const items = await readItems(await buildResumePdf(profile({ fullname: 'Yamada', experience: [{ title, company: '', startDate: null, endDate: null }] as ProfileDetails['experience'] }), 'Acme', new Date(0)));
  const wrapped = lines(items.filter((item) => /[\u30a0-\u30ff]/.test(item.str)));
  expect(wrapped.length).toBeGreaterThan(1);
  expect(wrapped.map((line) => line.text).join('')).toBe(title);
  for (const line of wrapped) expect(line.right).toBeLessThanOrEqual(595.28 - 56 + 0.5);
});

test('no Japanese line starts with closing punctuation or a small kana, nor ends with an opening bracket (kinsoku)', async () => {
  // Breaks are allowed only before ア: between any two characters, most lines would start with ッ, 。 or 」.
  const title = '「アッ。」'.repeat(40);
  const items = await readItems(await buildResumePdf(profile({ fullname: 'Yamada', experience: [{ title, company: '', startDate: null, endDate: null }] as ProfileDetails['experience'] }), 'Acme', new Date(0)));
  const wrapped = lines(items).map((line) => line.text.replace(/ /g, '')).filter((line) => /[\u30a0-\u30ff]/.test(line));
  expect(wrapped.length).toBeGreaterThan(2);
  expect(wrapped.join('')).toBe(title);
  for (const line of wrapped) expect(line).toMatch(/^「ア.*」$/);
});

test('a Latin resume embeds no font file: only the standard fonts, as small as before', async () => {
  const pdf = await buildResumePdf(profile({ fullname: 'Alex Rivera', skills: ['Go', 'Café'], experience: [{ title: 'Engineer', company: 'Acme', startDate: '2021-03', endDate: null }] as ProfileDetails['experience'] }), 'Acme', new Date(0));
  expect((await fonts(pdf)).map((font) => font.name).sort()).toEqual(['Helvetica', 'Helvetica-Bold']);
  expect(pdf.length).toBeLessThan(3000);
});

test('a Hebrew resume has its headings in Hebrew, every line right-aligned; a Japanese one its own headings', async () => {
  const read = lines(await readItems(await buildResumePdf(world, 'Acme', new Date(0), 'he')));
  const heading = read.find((line) => line.text === 'ניסיון');
  expect(heading?.right).toBeCloseTo(595.28 - 56, 0);
  expect(read.find((line) => line.text.includes('Ελένη'))?.right).toBeCloseTo(595.28 - 56, 0);
  expect(read.map((line) => line.text).join('\n')).not.toContain('?');
  const japanese = lines(await readItems(await buildResumePdf(world, 'Acme', new Date(0), 'ja'))).map((line) => line.text);
  expect(japanese).toEqual(expect.arrayContaining(['職歴', '学歴']));
});

test('an Arabic resume has its headings in Arabic, right-aligned, and writes no "?"', async () => {
  const read = lines(await readItems(await buildResumePdf(world, 'Acme', new Date(0), 'ar')));
  // 'المهارات' (Skills) is read back whole. Letters whose dots Noto Sans Arabic draws as glyphs of their own (خ, ت) are
  // drawn right but read back without them (pdf-lib maps those glyphs to no character): see the README's languages.
  expect(read.find((line) => line.text === 'المهارات')?.right).toBeCloseTo(595.28 - 56, 0);
  expect(read.map((line) => line.text).join('\n')).not.toMatch(/\?|Skills|Experience|Education/);
});
