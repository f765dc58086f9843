import type { PDFFont, PDFPage } from 'pdf-lib';
import { loadPdfLib } from '../../services/files/loadPdfLib';

/**
 * The demo's offer documents as real PDFs, written with pdf-lib: the offer letter (the candidate's
 * name, the position, salary, start date and the deadline) or another document of the offer (an
 * acknowledgement the candidate signs), each ending in a signature line. A document the demo shows
 * as signed carries the candidate's name on that line. Dates inside the file are the seed's clock,
 * so the same seed writes the same bytes.
 */

export interface OfferLetter {
  title: string;
  company: string;
  candidateName: string;
  positionTitle: string;
  salary: string;
  startDate: string;
  expiresOn: string;
  /** The offer letter itself; otherwise a document of the offer the candidate acknowledges. */
  isLetter: boolean;
  /** Drawn on the signature line for documents the demo shows as signed. */
  signedBy?: { name: string; date: string };
  /** The file's creation date (the seed's clock). */
  createdAt: Date;
}

const PAGE_WIDTH = 612; // US Letter, in points
const PAGE_HEIGHT = 792;
const MARGIN = 72;
const BODY_SIZE = 11;
const LEADING = 15;

export async function offerLetterPdf(letter: OfferLetter): Promise<Buffer> {
  const { PDFDocument, StandardFonts, rgb } = loadPdfLib();
  const doc = await PDFDocument.create();
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const italic = await doc.embedFont(StandardFonts.HelveticaOblique);
  doc.setTitle(winAnsi(`${letter.title} - ${letter.positionTitle}`));
  doc.setAuthor(winAnsi(letter.company));
  doc.setSubject(winAnsi(`${letter.title} for ${letter.candidateName}`));
  doc.setCreator(winAnsi(`${letter.company} careers`));
  doc.setProducer('pdf-lib');
  doc.setCreationDate(letter.createdAt);
  doc.setModificationDate(letter.createdAt);

  const page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  let y = PAGE_HEIGHT - MARGIN;
  page.drawText(winAnsi(letter.company), { x: MARGIN, y, size: 10, font: regular, color: rgb(0.35, 0.35, 0.4) });
  y -= 30;
  page.drawText(winAnsi(letter.title), { x: MARGIN, y, size: 20, font: bold });
  y -= 40;
  for (const paragraph of letter.isLetter ? letterParagraphs(letter) : acknowledgementParagraphs(letter)) {
    for (const line of paragraph.split('\n').flatMap((part) => wrap(winAnsi(part), regular, BODY_SIZE, PAGE_WIDTH - 2 * MARGIN))) {
      page.drawText(line, { x: MARGIN, y, size: BODY_SIZE, font: regular });
      y -= LEADING;
    }
    y -= LEADING / 2;
  }
  drawSignatureLine(page, y - 30, regular, italic, letter.signedBy);
  return Buffer.from(await doc.save());
}

function letterParagraphs(letter: OfferLetter): string[] {
  return [
    `Dear ${letter.candidateName},`,
    `On behalf of ${letter.company}, we are delighted to offer you the position of ${letter.positionTitle}. ` +
      'We were impressed by your experience and believe you will make a real difference to the team.',
    `Your starting salary will be ${letter.salary} per year, paid monthly. Your anticipated start date is ` +
      `${letter.startDate}. You will also be eligible for our standard benefits, including health cover, ` +
      'paid holiday and a yearly learning budget.',
    `This offer is valid until ${letter.expiresOn}. To accept, sign this letter and return it through the ` +
      'careers site. If you have any questions, reply to your recruiter at any time.',
    'We look forward to welcoming you.',
    `Sincerely,\nThe ${letter.company} People Team`,
  ];
}

function acknowledgementParagraphs(letter: OfferLetter): string[] {
  return [
    `Candidate: ${letter.candidateName}\nPosition: ${letter.positionTitle}\nAnticipated start date: ${letter.startDate}`,
    `I, ${letter.candidateName}, have received and read the ${letter.title.toLowerCase()} that ${letter.company} ` +
      `provided with its offer for the position of ${letter.positionTitle}, and I agree to its terms.`,
    `Please sign and return this document through the careers site by ${letter.expiresOn}.`,
  ];
}

function drawSignatureLine(page: PDFPage, y: number, font: PDFFont, italic: PDFFont, signedBy: OfferLetter['signedBy']): void {
  const { rgb } = loadPdfLib();
  const line = { thickness: 0.75, color: rgb(0.2, 0.2, 0.2) };
  page.drawText('Signature', { x: MARGIN, y: y - 14, size: 9, font });
  page.drawLine({ start: { x: MARGIN, y }, end: { x: MARGIN + 260, y }, ...line });
  page.drawText('Date', { x: MARGIN + 300, y: y - 14, size: 9, font });
  page.drawLine({ start: { x: MARGIN + 300, y }, end: { x: PAGE_WIDTH - MARGIN, y }, ...line });
  if (signedBy) {
    page.drawText(winAnsi(signedBy.name), { x: MARGIN + 4, y: y + 5, size: 16, font: italic, color: rgb(0.05, 0.15, 0.45) });
    page.drawText(signedBy.date, { x: MARGIN + 304, y: y + 5, size: 11, font });
  }
}

/** Keeps to characters the standard fonts' WinAnsi encoding can draw (dashes and quotes mapped). */
function winAnsi(text: string): string {
  return text
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/\u2026/g, '...')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?');
}

/** Lines of at most `width` points. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}
