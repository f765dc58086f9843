import type { PDFDocument, PDFName, PDFObject } from 'pdf-lib';
import { loadPdfLib } from './loadPdfLib';

// Keys that make a PDF run something when opened or used, or carry things out of it: JavaScript
// (document-level, in actions, in the name tree), additional actions (/AA: on page open, on field
// focus …), launching programs, XFA forms (which carry their own scripts), attached files (the
// /EmbeddedFiles name tree, /EF in a file specification) and rich media. A signed offer needs none.
// /OnInstantiate: the script a 3D annotation runs when its model is shown.
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'AA', 'Launch', 'XFA', 'EmbeddedFiles', 'EF', 'RichMedia', 'RichMediaContent', 'RichMediaSettings', 'OnInstantiate']);
// The link schemes a /URI may open: web pages and e-mail. Others (javascript:, file:, data:, a
// program's own scheme) run something or reach the reader's machine.
const SAFE_URI = /^\s*(https?:|mailto:)/i;
// Action types (/S) that run code, send data out (forms), read data in, or open other or attached files.
const ACTIVE_ACTIONS = new Set(['JavaScript', 'Launch', 'SubmitForm', 'ImportData', 'GoToE', 'GoToR', 'RichMediaExecute']);
// Annotation types (/Subtype) that play embedded content.
const ACTIVE_SUBTYPES = new Set(['RichMedia']);

// A reader decodes #xx in a name whatever the case of its hex digits; pdf-lib only decodes upper case.
const nameText = (name: PDFName) => name.decodeText().replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The first active content found in the parsed document (every object, including those inside
 * object streams, which a byte search would miss), or null when there is none. Every indirect object
 * is visited, and everything directly inside it however deeply nested (no depth limit: a long /Next
 * chain of actions is searched to its end).
 */
export function findPdfScript(doc: PDFDocument): string | null {
  return findScriptIn(doc.context.enumerateIndirectObjects().map(([, object]) => object));
}

/** findPdfScript over the given objects and everything directly inside them. */
export function findScriptIn(objects: Iterable<PDFObject>): string | null {
  const { PDFArray, PDFDict, PDFHexString, PDFName, PDFStream, PDFString } = loadPdfLib();
  const seen = new Set<PDFObject>();
  const stack: PDFObject[] = [];
  for (const object of objects) {
    stack.push(object);
    while (stack.length > 0) {
      const next = stack.pop() as PDFObject;
      // Indirect references need no following: every indirect object is visited from the table.
      if (seen.has(next)) continue;
      seen.add(next);
      const dict = next instanceof PDFStream ? next.dict : next instanceof PDFDict ? next : null;
      if (dict) {
        for (const [key, value] of dict.entries()) {
          const name = nameText(key);
          if (ACTIVE_KEYS.has(name)) return `/${name}`;
          if (name === 'URI' && (value instanceof PDFString || value instanceof PDFHexString) && !SAFE_URI.test(value.decodeText())) return '/URI';
          if (value instanceof PDFName) {
            const valueText = nameText(value);
            if (name === 'S' && ACTIVE_ACTIONS.has(valueText)) return `/S /${valueText}`;
            if (name === 'Subtype' && ACTIVE_SUBTYPES.has(valueText)) return `/Subtype /${valueText}`;
          }
          stack.push(value);
        }
      } else if (next instanceof PDFArray) {
        for (const item of next.asArray()) stack.push(item);
      }
    }
  }
  return null;
}
