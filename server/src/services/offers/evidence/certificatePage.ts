import { rgb, StandardFonts, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import type { OfferEventName } from '@careers/shared/contracts/offers';
import { drawable, wrapText } from './pdfText';

/** One line of the certificate's event list. */
export interface CertificateEvent {
  at: Date;
  event: OfferEventName;
  documentName: string | null;
  ip: string;
  userAgent: string;
  sha256Before: string | null;
  sha256After: string | null;
  /** 'of the upload' for the signing being recorded (the sealed file's own hash cannot be inside it). */
  afterLabel: 'after' | 'of the upload';
  /** False when the stored entry does not check against the audit chain (checkOfferAudit): it is marked, not vouched for. */
  checks?: boolean;
}

/** In place of view and download events left out of the list: how many, and when the first and last were. */
export interface CertificateOmission {
  omitted: number;
  from: Date;
  to: Date;
}

export interface CertificateContent {
  documentName: string;
  positionName: string;
  signer: { name: string; email: string };
  sealedAt: Date;
  /** The hash of the offer's last audit log entry before this signing; null when there was none. */
  chainHead: string | null;
  events: Array<CertificateEvent | CertificateOmission>;
}

const CERTIFICATE_TITLE = 'Signature certificate';

/** Under an event whose stored audit entry does not check: the seal records it as stored, without vouching for it. */
export const UNCHECKED_EVENT_TEXT =
  "This entry does not check against the site's audit chain (changed outside the site, or keyed with a key the site does not hold): it is listed as stored, not vouched for.";

/** After the chain head when some listed entries do not check. */
export const uncheckedSummaryText = (count: number) =>
  `${count === 1 ? '1 earlier audit entry does' : `${count} earlier audit entries do`} not check against the site's audit chain: marked below.`;

/**
 * User agents are shown up to this many characters (the audit log keeps them whole, up to 512): a
 * long one took lines on every event of the page.
 */
const CERTIFICATE_USER_AGENT_CHARS = 120;

/** `userAgent` as the certificate shows it: at most CERTIFICATE_USER_AGENT_CHARS characters, '…' marking a cut. */
function certificateUserAgent(userAgent: string): string {
  const chars = [...userAgent];
  return chars.length <= CERTIFICATE_USER_AGENT_CHARS ? userAgent : `${chars.slice(0, CERTIFICATE_USER_AGENT_CHARS - 1).join('')}…`;
}

/** The line standing for view and download events the certificate does not list. */
const omissionText = (omission: CertificateOmission) =>
  `... and ${omission.omitted} more view/download ${omission.omitted === 1 ? 'event' : 'events'} from ${utcStamp(omission.from)} to ${utcStamp(omission.to)}; the full log is kept by the site.`;

const EVENT_TEXT: Record<OfferEventName, string> = {
  viewed: 'Viewed',
  downloaded: 'Downloaded',
  signed: 'Signed in the page with a typed signature',
  uploaded: 'Signed copy uploaded',
  declined: 'Offer declined',
  esigned: 'Signed with the e-signature provider',
  esign_rejected: 'Rejected at the e-signature provider',
  accepted: 'Offer accepted',
};

/** MM/DD/YYYY HH:MM:SS UTC (the product's date format, with the time the evidence needs). */
function utcStamp(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()} ${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())} UTC`;
}

// US Letter, like the offer letters; the margins leave room for the footer.
const PAGE = { width: 612, height: 792 };
const MARGIN = 56;
const BODY = 9.5;
const INK = rgb(0.11, 0.14, 0.2);
const MUTED = rgb(0.36, 0.39, 0.46);

/**
 * Appends the certificate page(s) to `pdf`: what was signed, by whom, and the offer's events with
 * time, IP, user agent and hashes (and a line for those left out: see sealSignedPdf), wrapped to the
 * page and continued on more pages as needed.
 * Returns the first certificate page (the seal's invisible widget sits on it).
 */
export async function addCertificatePages(pdf: PDFDocument, content: CertificateContent): Promise<PDFPage> {
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = PAGE.width - 2 * MARGIN;
  const pages: PDFPage[] = [];
  let page = pdf.addPage([PAGE.width, PAGE.height]);
  pages.push(page);
  let y = PAGE.height - MARGIN;

  const newPage = () => {
    page = pdf.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    y = PAGE.height - MARGIN;
    write(`${CERTIFICATE_TITLE} (continued)`, bold, 12, INK, 6);
  };
  function write(text: string, font: PDFFont, size: number, color = INK, after = 0, indent = 0): void {
    const lineHeight = size * 1.35;
    for (const line of wrapText(font, size, drawable(font, text), width - indent)) {
      if (y - lineHeight < MARGIN + 20) newPage();
      y -= lineHeight;
      page.drawText(line, { x: MARGIN + indent, y, size, font, color });
    }
    y -= after;
  }
  const field = (label: string, value: string) => write(`${label}: ${value}`, regular, 10.5, INK, 2);

  write(CERTIFICATE_TITLE, bold, 20, INK, 8);
  write('This page records how this document was signed. The file carries the digital seal of the careers site: any change to it after signing shows in a PDF reader and on the site\'s verify page.', regular, BODY, MUTED, 12);
  field('Document', content.documentName);
  field('Position', content.positionName);
  field('Signer', `${content.signer.name} <${content.signer.email}>`);
  field('Sealed', utcStamp(content.sealedAt));
  // The head of the offer's audit chain, in the candidate's own copy: if the site's log is later cut
  // short or rewritten, this hash is no longer in it (GET /api/offer/offers/{id}/audit shows each entry's hash).
  field('Audit chain head before signing', content.chainHead ?? 'none (no earlier event)');
  write("The hash of the offer's last audit log entry before this signing: the site's audit log must still hold an entry with this hash.", regular, BODY, MUTED, 2);
  const unchecked = content.events.filter((event) => 'checks' in event && event.checks === false).length;
  if (unchecked > 0) write(uncheckedSummaryText(unchecked), bold, BODY, INK, 2);
  y -= 10;
  write('Events', bold, 13, INK, 4);
  for (const event of content.events) {
    if ('omitted' in event) {
      write(omissionText(event), regular, BODY, MUTED, 8);
      continue;
    }
    // Keep an event's heading with at least its first lines.
    if (y < MARGIN + 90) newPage();
    write(`${utcStamp(event.at)} - ${EVENT_TEXT[event.event]}${event.documentName ? ` (${event.documentName})` : ''}`, bold, 10, INK, 1);
    if (event.checks === false) write(UNCHECKED_EVENT_TEXT, bold, BODY, INK, 1, 10);
    write(`IP: ${event.ip || 'unknown'}`, regular, BODY, INK, 0, 10);
    write(`User agent: ${certificateUserAgent(event.userAgent) || 'unknown'}`, regular, BODY, INK, 0, 10);
    write(`SHA-256 before: ${event.sha256Before ?? 'none'}`, regular, BODY, INK, 0, 10);
    write(`SHA-256 ${event.afterLabel}: ${event.sha256After ?? 'none'}`, regular, BODY, INK, 8, 10);
  }
  pages.forEach((each, index) => {
    each.drawText(`${CERTIFICATE_TITLE} - page ${index + 1} of ${pages.length}`, { x: MARGIN, y: MARGIN - 20, size: 8, font: regular, color: MUTED });
  });
  const first = pages[0];
  if (!first) throw new Error('No certificate page was added.');
  return first;
}
