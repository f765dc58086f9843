import type { PDFDocument, PDFPage, RGB } from 'pdf-lib';
import { loadPdfLib } from '../files/loadPdfLib';
import { serverI18n } from '../../i18n/serverI18n';
import { textDirection } from '@careers/shared/i18n/textDirection';
import { paragraphDirection } from './pdfText/bidiRuns';
import { linePieces, wrapText } from './pdfText/lineLayout';
import { ResumeFonts } from './pdfText/scriptFonts';
import type { EducationEntry, ExperienceEntry, ProfileDetails } from '@careers/shared/contracts/profile';

const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = 56;

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
  constructor(private readonly doc: PDFDocument, private readonly fonts: ResumeFonts, private readonly direction: 'ltr' | 'rtl') {
    this.page = doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  private room(height: number) {
    if (this.y - height < MARGIN) {
      this.page = this.doc.addPage([PAGE.width, PAGE.height]);
      this.y = PAGE.height - MARGIN;
    }
  }

  /**
   * Writes `text` wrapped to the page width, in whichever scripts it has. A paragraph runs in the resume's
   * direction when that is right to left, else in its own (an Arabic name in an English resume runs right to
   * left); it is aligned to the side it starts from.
   */
  async line(text: string, options: { size?: number; bold?: boolean; color?: RGB; gap?: number } = {}) {
    const style = { fonts: this.fonts, bold: options.bold ?? false, size: options.size ?? 11 };
    const { size } = style;
    const width = PAGE.width - 2 * MARGIN;
    const direction = this.direction === 'rtl' ? 'rtl' : paragraphDirection(text);
    for (const l of await wrapText(text, width, style)) {
      this.room(size * 1.4);
      this.y -= size * 1.2;
      const pieces = await linePieces(l, direction, style);
      let x = direction === 'rtl' ? MARGIN + width - pieces.reduce((sum, piece) => sum + piece.width, 0) : MARGIN;
      for (const piece of pieces) {
        this.page.drawText(piece.text, { x, y: this.y, size, font: piece.font, color: options.color ?? loadPdfLib().rgb(0, 0, 0) });
        x += piece.width;
      }
      this.y -= size * 0.2;
    }
    this.y -= options.gap ?? 0;
  }

  async heading(text: string) {
    this.y -= 10;
    this.room(40);
    await this.line(text, { size: 13, bold: true, gap: 4 });
  }
}

/** A one-column resume of the profile (GET /api/pcsx/export_resume): name, contact, skills, experience, education. */
export async function buildResumePdf(profile: ProfileDetails, company: string, now = new Date(), locale = 'en'): Promise<Uint8Array> {
  const { t, locale: shown } = serverI18n(locale);
  const { PDFDocument, rgb } = loadPdfLib();
  const GREY = rgb(0.3, 0.3, 0.3);
  const doc = await PDFDocument.create();
  const fullname = profile.fullname || profile.email;
  // The document's properties are Unicode strings: any script as it is.
  doc.setTitle(t('server.resume.title', { name: fullname }));
  doc.setLanguage(shown);
  doc.setAuthor(fullname);
  doc.setCreator(t('server.resume.creator', { company }));
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const w = new Writer(doc, await ResumeFonts.create(doc, locale), textDirection(shown));
  await w.line(fullname, { size: 22, bold: true, gap: 4 });
  await w.line([profile.email, profile.location].filter(Boolean).join(' · '), { color: GREY, gap: 2 });
  if (profile.experienceYears !== null) await w.line(t('server.resume.years', { count: profile.experienceYears }), { color: GREY });
  if (profile.skills.length) {
    await w.heading(t('server.resume.skills'));
    await w.line(profile.skills.join(', '));
  }
  if (profile.experience.length) {
    await w.heading(t('server.resume.experience'));
    for (const job of profile.experience as ExperienceEntry[]) {
      await w.line(job.company ? `${job.title}, ${job.company}` : job.title, { bold: true });
      const period = periodText(job.startDate, job.endDate, shown);
      if (period) await w.line(period, { color: GREY, size: 10, gap: 6 });
    }
  }
  if (profile.education.length) {
    await w.heading(t('server.resume.education'));
    for (const school of profile.education as EducationEntry[]) {
      await w.line(`${school.degree}, ${school.school}`, { bold: true });
      const period = periodText(school.startDate, school.endDate, shown);
      if (period) await w.line(period, { color: GREY, size: 10, gap: 6 });
    }
  }
  return doc.save();
}

/** 'alex-rivera-resume.pdf': ASCII only, for Content-Disposition. */
export function resumeFileName(profile: ProfileDetails): string {
  const slug = profile.fullname.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
  return `${slug || 'my'}-resume.pdf`;
}
