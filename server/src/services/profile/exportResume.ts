import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { loadPdfLib } from '../files/loadPdfLib';
import { serverI18n } from '../../i18n/serverI18n';
import type { EducationEntry, ExperienceEntry, ProfileDetails } from '@careers/shared/contracts/profile';

const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = 56;

// The standard fonts write WinAnsi: Latin-1 and a few typographic marks. Other characters become '?',
// so any name can be exported (the PDF says so rather than failing).
const WIN_ANSI_EXTRA = new Set('–—‘’“”•€…'.split(''));
const winAnsi = (text: string) => [...text.normalize('NFC')].map((c) => (c.charCodeAt(0) <= 0xff && c.charCodeAt(0) >= 0x20) || WIN_ANSI_EXTRA.has(c) ? c : '?').join('');

const monthFormats = new Map<string, Intl.DateTimeFormat>();
/** '2021-03' → 'Mar 2021' (en), 'mar 2021' (es): a month by Intl in `locale`; '2019' stays. */
function dateText(value: string | null, locale: string): string {
  if (!value) return '';
  const [year, month] = value.split('-');
  const number = Number(month);
  if (!month || !year || !(number >= 1 && number <= 12)) return month ? `${month} ${year}` : (year ?? '');
  let format = monthFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { month: 'short', year: 'numeric', timeZone: 'UTC' });
    monthFormats.set(locale, format);
  }
  return format.format(Date.UTC(Number(year), number - 1, 1));
}
/** 'Mar 2021 – Present' in `locale` (the language the server shows it in; English by default). */
export const periodText = (start: string | null, end: string | null, locale = 'en') => {
  if (!start && !end) return '';
  const i18n = serverI18n(locale);
  return `${dateText(start, i18n.locale) || '?'} – ${end ? dateText(end, i18n.locale) : i18n.t('server.resume.present')}`;
};

class Writer {
  page: PDFPage;
  y: number;
  constructor(private readonly doc: PDFDocument, private readonly fonts: { regular: PDFFont; bold: PDFFont }) {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  private room(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - MARGIN;
    }
  }

  /** Writes `text` wrapped to the page width. */
  line(text: string, options: { size?: number; bold?: boolean; color?: RGB; gap?: number } = {}) {
    const size = options.size ?? 11;
    const font = options.bold ? this.fonts.bold : this.fonts.regular;
    const width = PAGE.width - 2 * MARGIN;
    const words = winAnsi(text).split(/\s+/).filter(Boolean);
    let current = '';
    const lines: string[] = [];
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (font.widthOfTextAtSize(next, size) > width && current) {
        lines.push(current);
        current = word;
      } else current = next;
    }
    if (current) lines.push(current);
    for (const l of lines) {
      this.room(size * 1.4);
      this.y -= size * 1.2;
      this.page.drawText(l, { x: MARGIN, y: this.y, size, font, color: options.color ?? loadPdfLib().rgb(0, 0, 0) });
      this.y -= size * 0.2;
    }
    this.y -= options.gap ?? 0;
  }

  heading(text: string) {
    this.y -= 10;
    this.room(40);
    this.line(text, { size: 13, bold: true, gap: 4 });
  }
}

/** A one-column resume of the profile (GET /api/pcsx/export_resume): name, contact, skills, experience, education. */
export async function buildResumePdf(profile: ProfileDetails, company: string, now = new Date(), locale = 'en'): Promise<Uint8Array> {
  const { t, locale: shown } = serverI18n(locale);
  const { PDFDocument, StandardFonts, rgb } = loadPdfLib();
  const GREY = rgb(0.3, 0.3, 0.3);
  const doc = await PDFDocument.create();
  const fullname = profile.fullname || profile.email;
  doc.setTitle(winAnsi(t('server.resume.title', { name: fullname })));
  doc.setLanguage(shown);
  doc.setAuthor(winAnsi(fullname));
  doc.setCreator(winAnsi(t('server.resume.creator', { company })));
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const w = new Writer(doc, fonts);
  w.line(fullname, { size: 22, bold: true, gap: 4 });
  w.line([profile.email, profile.location].filter(Boolean).join(' · '), { color: GREY, gap: 2 });
  if (profile.experienceYears !== null) w.line(t('server.resume.years', { count: profile.experienceYears }), { color: GREY });
  if (profile.skills.length) {
    w.heading(t('server.resume.skills'));
    w.line(profile.skills.join(', '));
  }
  if (profile.experience.length) {
    w.heading(t('server.resume.experience'));
    for (const job of profile.experience as ExperienceEntry[]) {
      w.line(job.company ? `${job.title}, ${job.company}` : job.title, { bold: true });
      const period = periodText(job.startDate, job.endDate, shown);
      if (period) w.line(period, { color: GREY, size: 10, gap: 6 });
    }
  }
  if (profile.education.length) {
    w.heading(t('server.resume.education'));
    for (const school of profile.education as EducationEntry[]) {
      w.line(`${school.degree}, ${school.school}`, { bold: true });
      const period = periodText(school.startDate, school.endDate, shown);
      if (period) w.line(period, { color: GREY, size: 10, gap: 6 });
    }
  }
  return doc.save();
}

/** 'alex-rivera-resume.pdf': ASCII only, for Content-Disposition. */
export function resumeFileName(profile: ProfileDetails): string {
  const slug = profile.fullname.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${slug || 'my'}-resume.pdf`;
}
