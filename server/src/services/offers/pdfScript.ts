import { PDFArray, PDFDict, PDFName, PDFRef, PDFStream, type PDFDocument, type PDFObject } from 'pdf-lib';

// Keys that make a PDF run something when opened or used: JavaScript (document-level, in actions, in
// the name tree), additional actions (/AA: on page open, on field focus …), launching programs, and
// XFA forms (which carry their own scripts). A signed offer needs none of them.
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'AA', 'Launch', 'XFA']);
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch']);

/**
 * The first active content found in the parsed document (every object, including those inside
 * object streams, which a byte search would miss), or null when there is none.
 */
export function findPdfScript(doc: PDFDocument): string | null {
  const seen = new Set<PDFObject>();
  const visit = (object: PDFObject | undefined, depth: number): string | null => {
    if (!object || depth > 64 || seen.has(object)) return null;
    seen.add(object);
    if (object instanceof PDFRef) return null; // indirect objects are all visited from the table below
    const dict = object instanceof PDFStream ? object.dict : object instanceof PDFDict ? object : null;
    if (dict) {
      for (const [key, value] of dict.entries()) {
        const name = key.decodeText();
        if (ACTIVE_KEYS.has(name)) return `/${name}`;
        if (name === 'S' && value instanceof PDFName && ACTIVE_ACTIONS.has(value.decodeText())) return `/S /${value.decodeText()}`;
        const found = visit(value, depth + 1);
        if (found) return found;
      }
      return null;
    }
    if (object instanceof PDFArray) {
      for (const item of object.asArray()) {
        const found = visit(item, depth + 1);
        if (found) return found;
      }
    }
    return null;
  };
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const found = visit(object, 0);
    if (found) return found;
  }
  return null;
}
