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

test('JavaScript at the end of a chain of 70 nested /Next actions (no depth limit)', async () => {
  const doc = await reloaded((d) => {
    let action = d.context.obj({ S: 'JavaScript', JS: PDFString.of('app.alert("deep")') });
    for (let i = 0; i < 70; i++) action = d.context.obj({ S: 'GoTo', D: [d.getPage(0).ref, PDFName.of('Fit')], Next: action });
    d.catalog.set(PDFName.of('OpenAction'), action);
  }, false);
  expect(findPdfScript(doc)).toBe('/S /JavaScript');
});

test('a chain nested 100 000 deep is walked to its end without overflowing the stack', async () => {
  const doc = await PDFDocument.create();
  doc.addPage();
  let action = doc.context.obj({ S: 'JavaScript', JS: PDFString.of('1') });
  for (let i = 0; i < 100_000; i++) action = doc.context.obj({ S: 'GoTo', Next: action });
  doc.catalog.set(PDFName.of('OpenAction'), action);
  expect(findPdfScript(doc)).toBe('/S /JavaScript');
});

test.each([
  ['SubmitForm', '/S /SubmitForm'],
  ['ImportData', '/S /ImportData'],
  ['GoToE', '/S /GoToE'],
  ['GoToR', '/S /GoToR'],
])('an action that sends, reads or opens files: /S /%s', async (type, found) => {
  const doc = await reloaded((d) => {
    d.catalog.set(PDFName.of('OpenAction'), d.context.obj({ S: type, F: PDFString.of('http://example.org/x') }));
  });
  expect(findPdfScript(doc)).toBe(found);
});

test('attached files (/EmbeddedFiles, /EF) and rich media', async () => {
  const embedded = await reloaded((d) => {
    d.catalog.set(PDFName.of('Names'), d.context.obj({ EmbeddedFiles: d.context.obj({ Names: [] }) }));
  });
  expect(findPdfScript(embedded)).toBe('/EmbeddedFiles');
  const ef = await reloaded((d) => {
    const file = d.context.register(d.context.stream('MZ'));
    d.getPage(0).node.set(PDFName.of('Annots'), d.context.obj([d.context.obj({ Type: 'Annot', Subtype: 'FileAttachment', FS: d.context.obj({ Type: 'Filespec', EF: d.context.obj({ F: file }) }) })]));
  });
  expect(findPdfScript(ef)).toBe('/EF');
  const media = await reloaded((d) => {
    d.getPage(0).node.set(PDFName.of('Annots'), d.context.obj([d.context.obj({ Type: 'Annot', Subtype: 'RichMedia', Rect: [0, 0, 10, 10] })]));
  });
  expect(findPdfScript(media)).toBe('/Subtype /RichMedia');
});

test('names spelled with #xx escapes in lower-case hex (which pdf-lib leaves undecoded) are still recognised', async () => {
  const raw = (objects: string[]) => {
    let text = '%PDF-1.7\n';
    objects.forEach((object, i) => (text += `${i + 1} 0 obj\n${object}\nendobj\n`));
    return Buffer.from(`${text}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\n%%EOF\n`, 'latin1');
  };
  const doc = await PDFDocument.load(raw([
    '<< /Type /Catalog /Pages 2 0 R /OpenAction 4 0 R >>', '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>', '<< /S /#4aava#53cript /#4a#53 (app.alert\\(1\\)) >>',
  ]));
  expect(findPdfScript(doc)).toBe('/S /JavaScript');
});

test('a page with links to web pages and within the document is fine', async () => {
  const doc = await reloaded((d) => {
    d.getPage(0).node.set(PDFName.of('Annots'), d.context.obj([
      d.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 10, 10], A: d.context.obj({ S: 'URI', URI: PDFString.of('https://example.org') }) }),
      d.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 10, 10], A: d.context.obj({ S: 'GoTo', D: [d.getPage(0).ref, PDFName.of('Fit')] }) }),
    ]));
  });
  expect(findPdfScript(doc)).toBeNull();
});

test('links: web pages and e-mail pass; javascript:, file: and data: links are active', async () => {
  const link = (uri: string) => reloaded((d) => {
    d.getPage(0).node.set(PDFName.of('Annots'), d.context.obj([d.context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [0, 0, 10, 10], A: d.context.obj({ S: 'URI', URI: PDFString.of(uri) }) })]));
  });
  expect(findPdfScript(await link('https://example.org/jobs'))).toBeNull();
  expect(findPdfScript(await link('mailto:hr@example.org'))).toBeNull();
  for (const uri of ['javascript:app.alert(1)', ' JavaScript:alert(1)', 'file:///etc/passwd', 'data:text/html,<script>1</script>']) {
    expect(findPdfScript(await link(uri))).toBe('/URI');
  }
});

test('a 3D annotation that runs a script when shown', async () => {
  const doc = await reloaded((d) => {
    d.getPage(0).node.set(PDFName.of('Annots'), d.context.obj([d.context.obj({ Type: 'Annot', Subtype: '3D', Rect: [0, 0, 10, 10], '3DD': d.context.obj({ OnInstantiate: PDFString.of('x') }) })]));
  });
  expect(findPdfScript(doc)).toBe('/OnInstantiate');
});
