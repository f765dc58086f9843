import { base64ToBytes } from './base64';

/**
 * A file name for the download: the document's name, made safe, with .pdf; `-signed` before it for the
 * signed copy, so it does not overwrite (or pass for) the unsigned one saved earlier.
 */
export function pdfFileName(name: string, signed = false): string {
  const safe = Array.from(name, (char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? ' ' : char)).join('').replace(/\s+/g, ' ').trim() || 'offer-letter';
  const base = safe.replace(/\.pdf$/i, '') || 'offer-letter';
  return `${base}${signed && !/-signed$/i.test(base) ? '-signed' : ''}.pdf`;
}

/** Saves base64 PDF bytes as a file through a temporary object URL. Throws when the bytes are not base64. */
export function downloadPdf(b64: string, name: string, signed: boolean, doc: Document = document): void {
  const url = URL.createObjectURL(new Blob([base64ToBytes(b64)], { type: 'application/pdf' }));
  const link = doc.createElement('a');
  link.href = url;
  link.download = pdfFileName(name, signed);
  link.rel = 'noopener';
  doc.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download; revoking at once cancels it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
