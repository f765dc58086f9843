import type { PDFDocument, PDFFont, PDFPage, RGB } from 'pdf-lib';
import { loadPdfLib } from '../files/loadPdfLib';
import type { EducationEntry, ExperienceEntry, ProfileDetails } from '@careers/shared/contracts/profile';

const PAGE = { width: 595.28, height: 841.89 }; // A4
const MARGIN = 56;

// The standard fonts write WinAnsi: Latin-1 and a few typographic marks. Other characters become '?',
// so any name can be exported (the PDF says so rather than failing).
const WIN_ANSI_EXTRA = new Set('–—‘’“”•€…'.split(''));
const winAnsi = (text: string) => [...text.normalize('NFC')].map((c) => (c.charCodeAt(0) <= 0xff && c.charCodeAt(0) >= 0x20) || WIN_ANSI_EXTRA.has(c) ? c : '?').join('');

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** '2021-03' → 'Mar 2021'; '2019' stays. */
function dateText(value: string | null): string {
  if (!value) return '';
  const [year, month] = value.split('-');
  return month ? `${MONTH_NAMES[Number(month) - 1] ?? month} ${year}` : (year ?? '');
}
export const periodText = (start: string | null, end: string | null) =>
  start || end ? `${dateText(start) || '?'} – ${end ? dateText(end) : 'Present'}` : '';

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
export async function buildResumePdf(profile: ProfileDetails, company: string, now = new Date()): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = loadPdfLib();
  const GREY = rgb(0.3, 0.3, 0.3);
  const doc = await PDFDocument.create();
  const fullname = profile.fullname || profile.email;
  doc.setTitle(`${winAnsi(fullname)} – Resume`);
  doc.setAuthor(winAnsi(fullname));
  doc.setCreator(`Careers at ${winAnsi(company)}`);
  doc.setCreationDate(now);
  doc.setModificationDate(now);
  const fonts = { regular: await doc.embedFont(StandardFonts.Helvetica), bold: await doc.embedFont(StandardFonts.HelveticaBold) };
  const w = new Writer(doc, fonts);
  w.line(fullname, { size: 22, bold: true, gap: 4 });
  w.line([profile.email, profile.location].filter(Boolean).join(' · '), { color: GREY, gap: 2 });
  if (profile.experienceYears !== null) w.line(`${profile.experienceYears} ${profile.experienceYears === 1 ? 'year' : 'years'} of experience`, { color: GREY });
  if (profile.skills.length) {
    w.heading('Skills');
    w.line(profile.skills.join(', '));
  }
  if (profile.experience.length) {
    w.heading('Experience');
    for (const job of profile.experience as ExperienceEntry[]) {
      w.line(job.company ? `${job.title}, ${job.company}` : job.title, { bold: true });
      const period = periodText(job.startDate, job.endDate);
      if (period) w.line(period, { color: GREY, size: 10, gap: 6 });
    }
  }
  if (profile.education.length) {
    w.heading('Education');
    for (const school of profile.education as EducationEntry[]) {
      w.line(`${school.degree}, ${school.school}`, { bold: true });
      const period = periodText(school.startDate, school.endDate);
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
