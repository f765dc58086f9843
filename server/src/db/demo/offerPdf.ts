/**
 * Writes a small, valid one-page PDF 1.4 by hand (catalog, page tree, one page, two standard
 * fonts, one content stream, cross-reference table). Enough for the demo offer documents, with
 * no PDF library: the only structure that needs care is the byte offsets in the xref table.
 */

export interface OfferLetter {
  title: string;
  company: string;
  candidateName: string;
  positionTitle: string;
  salary: string;
  startDate: string;
  expiresOn: string;
}

const PAGE_WIDTH = 612; // US Letter, in points
const PAGE_HEIGHT = 792;
const MARGIN = 72;
const WRAP_AT = 88; // characters per line for 11 pt Helvetica across 468 pt

export function offerLetterPdf(letter: OfferLetter): Buffer {
  const paragraphs = [
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
    'Signature: ______________________________    Date: ______________',
  ];
  const lines: string[] = [];
  for (const paragraph of paragraphs) {
    for (const part of paragraph.split('\n')) lines.push(...wrap(part, WRAP_AT));
    lines.push('');
  }
  const body = lines.map((line) => `(${pdfText(line)}) Tj T*`).join('\n');
  const content =
    `BT /F2 20 Tf ${MARGIN} ${PAGE_HEIGHT - MARGIN} Td (${pdfText(letter.title)}) Tj ET\n` +
    `BT /F1 10 Tf ${MARGIN} ${PAGE_HEIGHT - MARGIN - 22} Td (${pdfText(letter.company)}) Tj ET\n` +
    `BT /F1 11 Tf 15 TL ${MARGIN} ${PAGE_HEIGHT - MARGIN - 60} Td\n${body}\nET\n`;

  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}endstream`,
    `<< /Title (${pdfText(letter.title)}) /Producer (${pdfText(letter.company)} careers demo) >>`,
  ];

  // The second header line holds bytes above 127 so tools treat the file as binary.
  let pdf = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  pdf += `startxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

/** Escapes a PDF literal string and keeps to characters the WinAnsi fonts can draw. */
function pdfText(text: string): string {
  return text
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\x20-\x7e\xa0-\xff]/g, '?')
    .replace(/[\\()]/g, (c) => `\\${c}`);
}

function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [''];
}
