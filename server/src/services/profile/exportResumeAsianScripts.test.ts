import type { ProfileDetails } from '@careers/shared/contracts/profile';
import { serverI18n } from '../../i18n/serverI18n';
import { fonts, lines, profile, readItems } from '../../testing/resumePdfText';
import { buildResumePdf, periodText } from './exportResume';

// Thai, Korean and Chinese resumes: their headings and the candidate's own text come back from the PDF as written,
// Han in the shape of the resume's language, Thai wrapped between its words.
jest.setTimeout(60_000);

const RIGHT = 595.28 - 56;
const job = (title: string, company = '') => [{ title, company, startDate: '2021-03', endDate: null }] as ProfileDetails['experience'];
const school = (degree: string, name: string) => [{ degree, school: name, startDate: null, endDate: null }] as ProfileDetails['education'];

const CASES = [
  { locale: 'th', family: 'NotoSansThai', candidate: profile({ fullname: 'สมชาย ใจดี', experienceYears: 5, skills: ['ภาษาไทย', 'TypeScript'], experience: job('วิศวกรซอฟต์แวร์', 'บริษัท ไทยเทค'), education: school('ปริญญาตรี', 'จุฬาลงกรณ์มหาวิทยาลัย') }) },
  { locale: 'ko', family: 'NotoSansKR', candidate: profile({ fullname: '김민준', experienceYears: 5, skills: ['한국어', 'TypeScript'], experience: job('소프트웨어 엔지니어', '삼성전자'), education: school('학사', '서울대학교') }) },
  { locale: 'zh-CN', family: 'NotoSansSC', candidate: profile({ fullname: '李明', experienceYears: 5, skills: ['中文', 'TypeScript'], experience: job('软件工程师', '华为技术'), education: school('学士', '北京大学') }) },
  { locale: 'zh-TW', family: 'NotoSansTC', candidate: profile({ fullname: '陳大文', experienceYears: 5, skills: ['中文', 'TypeScript'], experience: job('軟體工程師', '台積電'), education: school('學士', '國立臺灣大學') }) },
];

test.each(CASES)('a $locale resume: its headings and the candidate\'s text as written, in $family', async ({ locale, family, candidate }) => {
  const pdf = await buildResumePdf(candidate, 'Acme', new Date(0), locale);
  const read = lines(await readItems(pdf)).map((line) => line.text);
  const { t } = serverI18n(locale);
  const [experience] = candidate.experience as ProfileDetails['experience'];
  const [education] = candidate.education as ProfileDetails['education'];
  expect(read).toEqual(
    expect.arrayContaining([
      candidate.fullname,
      t('server.resume.years', { count: 5 }),
      t('server.resume.skills'),
      candidate.skills.join(', '),
      t('server.resume.experience'),
      `${experience!.title}, ${experience!.company}`,
      t('server.resume.education'),
      `${education!.degree}, ${education!.school}`,
    ]),
  );
  expect(read).toContain(periodText('2021-03', null, locale));
  expect(periodText('2021-03', null, locale)).toContain(t('server.resume.present'));
  expect(read.join('\n')).not.toContain('?');
  const embedded = (await fonts(pdf)).map((font) => font.name);
  expect(embedded.some((name) => name.includes(family))).toBe(true);
  // No other CJK family is read for these texts.
  expect(embedded.filter((name) => /NotoSans(JP|KR|SC|TC)/.test(name) && !name.includes(family))).toEqual([]);
});

test('the same Han character takes the shape of the language: SC in zh-CN, TC in zh-TW, JP in ja (and in English, as before)', async () => {
  // 直 is drawn differently in China, Taiwan and Japan.
  const candidate = profile({ fullname: 'Li Zhi', skills: ['直'] });
  const hanFont = async (locale: string) =>
    (await fonts(await buildResumePdf(candidate, 'Acme', new Date(0), locale))).filter((font) => /<76f4>/i.test(font.toUnicode)).map((font) => font.name.replace(/^[A-Z]{6}\+/, ''));
  expect(await hanFont('zh-CN')).toEqual([expect.stringMatching(/^NotoSansSC/)]);
  expect(await hanFont('zh-TW')).toEqual([expect.stringMatching(/^NotoSansTC/)]);
  expect(await hanFont('ja')).toEqual([expect.stringMatching(/^NotoSansJP/)]);
  expect(await hanFont('en')).toEqual([expect.stringMatching(/^NotoSansJP/)]);
});

test('a long Thai paragraph wraps within the page, only between its words', async () => {
  // No sara am (ำ): shaping splits it into two glyphs, read back as ำา (a known gap of the ToUnicode map, as for
  // Arabic dots).
  const sentence = 'พัฒนาระบบซอฟต์แวร์เพื่อธนาคารขนาดใหญ่และดูแลทีมวิศวกรที่มีความเชี่ยวชาญด้านการประมวลผลข้อมูล';
  const title = sentence.repeat(4);
  const read = lines(await readItems(await buildResumePdf(profile({ fullname: 'Somchai', experience: job(title) }), 'Acme', new Date(0), 'th')));
  const others = [serverI18n('th').t('server.resume.experience'), periodText('2021-03', null, 'th')];
  const wrapped = read.filter((line) => /\p{Script=Thai}/u.test(line.text) && !others.includes(line.text));
  expect(wrapped.length).toBeGreaterThan(2);
  expect(wrapped.map((line) => line.text).join('')).toBe(title);
  for (const line of wrapped) expect(line.right).toBeLessThanOrEqual(RIGHT + 0.5);
  const words = new Set([...new Intl.Segmenter('th', { granularity: 'word' }).segment(title)].map((word) => word.index));
  let end = 0;
  for (const line of wrapped.slice(0, -1)) {
    end += line.text.length;
    expect(words.has(end)).toBe(true);
  }
});

test('Korean wraps at its spaces, never inside a word, even beside Han (keep-all)', async () => {
  const sentence = '대한민국 서울에서 소프트웨어 엔지니어로 일하며 大韓民國 데이터 플랫폼을 설계했습니다 ';
  const title = sentence.repeat(5).trim();
  const read = lines(await readItems(await buildResumePdf(profile({ fullname: 'Kim', experience: job(title) }), 'Acme', new Date(0), 'ko')));
  const others = [serverI18n('ko').t('server.resume.experience'), periodText('2021-03', null, 'ko')];
  const wrapped = read.map((line) => line.text).filter((line) => /\p{Script=Hangul}/u.test(line) && !others.includes(line));
  expect(wrapped.length).toBeGreaterThan(2);
  expect(wrapped.join(' ')).toBe(title);
  const words = new Set(title.split(' '));
  for (const line of wrapped) for (const word of line.split(' ')) expect(words).toContain(word);
});
