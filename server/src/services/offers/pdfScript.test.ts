import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { findPdfScript } from './pdfScript';

// The scripts a signed PDF may not carry, wherever the file keeps them (issue 12: "a PDF with
// JavaScript in it: refused"). pdf-lib writes objects into compressed object streams by default, so
// these are found by parsing, not by searching the bytes.

async function reloaded(build: (doc: PDFDocument) => void, useObjectStreams = true): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  doc.addPage();
  build(doc);
  return PDFDocument.load(await doc.save({ useObjectStreams }));
}

test('a plain PDF has none', async () => {
  expect(findPdfScript(await reloaded(() => {}))).toBeNull();
});

test.each([true, false])('JavaScript run on opening (object streams: %s)', async (useObjectStreams) => {
  const doc = await reloaded((d) => {
    d.catalog.set(PDFName.of('OpenAction'), d.context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert(1)') }));
  }, useObjectStreams);
  expect(findPdfScript(doc)).not.toBeNull();
});

test('document-level JavaScript in the name tree', async () => {
  const doc = await reloaded((d) => {
    const script = d.context.register(d.context.obj({ S: 'JavaScript', JS: PDFString.of('this.print()') }));
    d.catalog.set(PDFName.of('Names'), d.context.obj({ JavaScript: d.context.obj({ Names: [PDFString.of('a'), script] }) }));
  });
  expect(findPdfScript(doc)).toMatch(/JavaScript/);
});

test('additional actions on a page, and launching a program', async () => {
  const aa = await reloaded((d) => {
    d.getPage(0).node.set(PDFName.of('AA'), d.context.obj({ O: d.context.obj({ S: 'URI', URI: PDFString.of('https://example.org') }) }));
  });
  expect(findPdfScript(aa)).toBe('/AA');
  const launch = await reloaded((d) => {
    d.catalog.set(PDFName.of('OpenAction'), d.context.obj({ S: 'Launch', F: PDFString.of('calc.exe') }));
  });
  expect(findPdfScript(launch)).toBe('/S /Launch');
});
