import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants, deflateRawSync } from 'node:zlib';
import * as CFB from 'cfb';
import { LINEAR_GROWTH, workGrowth } from '@careers/shared/testing/workGrowth';
import { zip, type ZipEntry } from '../../testing/zipFixture';
import { isExecutableName } from './containerRules';
import { xmlTags } from './docxCheck';
import { acceptedKinds, checkContainer, detectFileKind, detectKind, kindOfName, zipEntryNames } from './fileContent';

/** A minimal zip (stored entries, no data) with these entry names: enough for the central directory. */
function zipWith(names: string[]): Buffer {
  return zip(names.map((name) => ({ name, data: Buffer.alloc(0), method: 0 })));
}


const MAIN = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
const MACRO_MAIN = 'application/vnd.ms-word.document.macroEnabled.main+xml';
const contentTypes = (main = MAIN, extra = '') =>
  Buffer.from(
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      `<Default Extension="xml" ContentType="application/xml"/>${extra}<Override PartName="/word/document.xml" ContentType="${main}"/></Types>`,
  );
const RELS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
);
const DOCUMENT = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
    '<w:body><w:p><w:r><w:t>Alex Rivera — TypeScript, React</w:t></w:r></w:p></w:body></w:document>',
);

/** The smallest package Word opens: content types, the package relationship, the main document. */
const docx = (extra: ZipEntry[] = [], types = contentTypes()) =>
  zip([{ name: '[Content_Types].xml', data: types }, { name: '_rels/.rels', data: RELS }, { name: 'word/document.xml', data: DOCUMENT }, ...extra]);

/** Word's file information block starts the WordDocument stream: wIdent 0xA5EC, flags at offset 10. */
function fib(flags = 0, size = 1024): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt16LE(0xa5ec, 0);
  bytes.writeUInt16LE(0x00c1, 2);
  bytes.writeUInt16LE(flags, 10);
  return bytes;
}

/** A compound file written by the cfb package, with these streams (paths create their storages). */
function compound(streams: Record<string, Buffer>): Buffer {
  const file = CFB.utils.cfb_new();
  for (const [path, content] of Object.entries(streams)) CFB.utils.cfb_add(file, path, content);
  return Buffer.from(CFB.write(file, { type: 'buffer' }) as Uint8Array);
}

/** An OLE Package stream (MS-OLEDS OLENativeStream) holding `data` under `name`. */
function olePackage(name: string, data: Buffer): Buffer {
  const z = (text: string) => Buffer.from(`${text}\0`, 'latin1');
  const u16 = (n: number) => Buffer.from([n & 0xff, n >> 8]);
  const u32 = (n: number) => {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(n);
    return b;
  };
  const temp = z(`C:\\Temp\\${name}`);
  const body = Buffer.concat([u16(2), z(name), z(`C:\\Users\\alex\\${name}`), u16(0), u16(3), u32(temp.length), temp, u32(data.length), data, u16(0)]);
  return Buffer.concat([u32(body.length), body]);
}

let dir: string;
let count = 0;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'file-content-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Writes bytes to a temporary file, as the upload route does before checking. */
function file(bytes: Buffer): string {
  const path = join(dir, `upload-${++count}`);
  writeFileSync(path, bytes);
  return path;
}

const SAMPLES = {
  pdf: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
  doc: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
  docx: zipWith(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']),
  txt: Buffer.from('Résumé — Alex Rivera\nTypeScript, React\n'),
};

describe('detectKind (magic numbers only)', () => {
  test.each(Object.entries(SAMPLES))('recognises %s by its bytes', (kind, bytes) => {
    expect(detectKind(bytes)).toBe(kind);
  });

  test('a zip that is not a Word document (no word/ entry) is nothing we accept', () => {
    const xlsx = zipWith(['[Content_Types].xml', 'xl/workbook.xml']);
    expect(zipEntryNames(xlsx)).toEqual(['[Content_Types].xml', 'xl/workbook.xml']);
    expect(detectKind(xlsx)).toBeNull();
    expect(detectKind(Buffer.from('PK\x03\x04 truncated'))).toBeNull();
  });

  test('binary content is not text: NUL bytes or invalid UTF-8', () => {
    expect(detectKind(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]))).toBeNull(); // an .exe header
    expect(detectKind(Buffer.from([0x68, 0x69, 0xff, 0xfe]))).toBeNull();
    expect(detectKind(Buffer.from('GIF89a'))).toBe('txt'); // printable text is text, whatever it claims to be
  });
});

describe('checkContainer: .docx', () => {
  test('a minimal real docx is accepted, and detected as docx from its file', async () => {
    const path = file(docx());
    await expect(checkContainer(path, 'docx')).resolves.toBeNull();
    await expect(detectFileKind(path)).resolves.toEqual({ kind: 'docx' });
  });

  test('a zip with word/ entries but no [Content_Types].xml is refused (the magic numbers alone accept it)', async () => {
    const bytes = zip([{ name: 'word/document.xml', data: DOCUMENT }]);
    expect(detectKind(bytes)).toBe('docx');
    await expect(checkContainer(file(bytes), 'docx')).resolves.toMatch(/no \[Content_Types\]\.xml/);
  });

  test('content types must declare the WordprocessingML main document, present in the zip', async () => {
    const xlsxMain = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml';
    await expect(checkContainer(file(docx([], contentTypes(xlsxMain))), 'docx')).resolves.toMatch(/declares no WordprocessingML main document/);
    const withoutMain = zip([{ name: '[Content_Types].xml', data: contentTypes() }, { name: 'word/styles.xml', data: DOCUMENT }]);
    await expect(checkContainer(file(withoutMain), 'docx')).resolves.toMatch(/no word\/document\.xml/);
  });

  test('a docx carrying an executable is refused, by its name or by its MZ header', async () => {
    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), Buffer.alloc(200)]);
    await expect(checkContainer(file(docx([{ name: 'word/media/setup.exe', data: exe }])), 'docx')).resolves.toMatch(/executable entry word\/media\/setup\.exe/);
    await expect(checkContainer(file(docx([{ name: 'word/media/image1.png', data: exe }])), 'docx')).resolves.toMatch(/executable content in word\/media\/image1\.png/);
    await expect(checkContainer(file(docx([{ name: 'word/run.ps1', data: Buffer.from('Start-Process x') }])), 'docx')).resolves.toMatch(/executable entry/);
  });

  test('a macro-enabled document (.docm) is refused, by its content type or its VBA project', async () => {
    const docm = docx([], contentTypes(MACRO_MAIN));
    await expect(checkContainer(file(docm), 'docx')).resolves.toMatch(/declares application\/vnd\.ms-word\.document\.macroEnabled\.main\+xml/);
    const vbaType = '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>';
    await expect(checkContainer(file(docx([], contentTypes(MAIN, vbaType))), 'docx')).resolves.toMatch(/vbaProject/);
    await expect(checkContainer(file(docx([{ name: 'word/vbaProject.bin', data: Buffer.alloc(64) }])), 'docx')).resolves.toMatch(/macros \(word\/vbaProject\.bin\)/);
    await expect(checkContainer(file(docx([{ name: 'word/activeX/activeX1.xml', data: Buffer.from('<ax/>') }])), 'docx')).resolves.toMatch(/ActiveX/);
  });

  test('an embedded OLE package holding an executable is refused; one holding a text file is not', async () => {
    const evil = compound({ '\u0001Ole10Native': olePackage('invoice.exe', Buffer.from('MZ\x90\x00')) });
    await expect(checkContainer(file(docx([{ name: 'word/embeddings/oleObject1.bin', data: evil }])), 'docx')).resolves.toMatch(
      /embedded object word\/embeddings\/oleObject1\.bin: packaged executable "invoice\.exe"/,
    );
    const hidden = compound({ '\u0001Ole10Native': olePackage('notes.txt', Buffer.from('MZ\x90\x00')) });
    await expect(checkContainer(file(docx([{ name: 'word/embeddings/oleObject1.bin', data: hidden }])), 'docx')).resolves.toMatch(/packaged executable content/);
    const fine = compound({ '\u0001Ole10Native': olePackage('notes.txt', Buffer.from('hello')) });
    await expect(checkContainer(file(docx([{ name: 'word/embeddings/oleObject1.bin', data: fine }])), 'docx')).resolves.toBeNull();
  });

  describe('zip bombs: 200 MB of zeros in about 200 KB', () => {
    const MB = 1024 * 1024;
    // Independent deflate segments of 1 MB of zeros, each ended by a sync flush, chain into one raw deflate stream.
    const segment = deflateRawSync(Buffer.alloc(MB), { finishFlush: constants.Z_SYNC_FLUSH });
    const bomb = Buffer.concat([...Array.from({ length: 200 }, () => segment), deflateRawSync(Buffer.alloc(0))]);
    const zeros = Buffer.alloc(0);

    test('declared honestly: refused from its headers, before inflating it', async () => {
      expect(bomb.length).toBeLessThan(250 * 1024);
      let inflated = 0;
      const entry = { name: 'word/media/image1.png', data: zeros, compressed: bomb, declaredSize: 200 * MB };
      const reason = await checkContainer(file(docx([entry])), 'docx', { onInflate: (n) => (inflated += n) });
      expect(reason).toMatch(/declared uncompressed size over 52428800 bytes/);
      expect(inflated).toBeLessThan(64 * 1024); // [Content_Types].xml at most, not the bomb
    });

    test('declared as 1 MB: inflating stops once the entry passes what it declared', async () => {
      let inflated = 0;
      const entry = { name: 'word/media/image1.png', data: zeros, compressed: bomb, declaredSize: MB };
      const reason = await checkContainer(file(docx([entry])), 'docx', { onInflate: (n) => (inflated += n) });
      expect(reason).toMatch(/too many bytes|inflates past/);
      expect(inflated).toBeGreaterThan(0);
      expect(inflated).toBeLessThanOrEqual(2 * MB); // of the 200 MB it would give
    });

    test('a small honest entry with a ratio over 100:1 is refused from its headers', async () => {
      const tenMb = Buffer.concat(Array.from({ length: 10 }, () => segment).concat(deflateRawSync(Buffer.alloc(0))));
      const entry = { name: 'word/media/image1.png', data: zeros, compressed: tenMb, declaredSize: 10 * MB };
      await expect(checkContainer(file(docx([entry])), 'docx')).resolves.toMatch(/compression ratio over 100:1/);
    });

    test('more than 1,000 entries are refused before any is read', async () => {
      let inflated = 0;
      const many = Array.from({ length: 1000 }, (_, i) => ({ name: `word/media/image${i}.png`, data: Buffer.from('x') }));
      await expect(checkContainer(file(docx(many)), 'docx', { onInflate: (n) => (inflated += n) })).resolves.toMatch(/1003 entries, more than 1000/);
      expect(inflated).toBe(0);
    });
  });

  test('an entry whose declared size lies is refused, whether it claims fewer or more bytes', async () => {
    const fewer = docx([{ name: 'word/styles.xml', data: Buffer.alloc(5000, 'a'), declaredSize: 100 }]);
    await expect(checkContainer(file(fewer), 'docx')).resolves.toMatch(/too many bytes|inflates past/);
    const more = docx([{ name: 'word/styles.xml', data: Buffer.alloc(5000, 'a'), declaredSize: 6000 }]);
    await expect(checkContainer(file(more), 'docx')).resolves.toMatch(/not enough bytes/);
  });

  test('encrypted entries, unsafe names and duplicate parts are refused', async () => {
    await expect(checkContainer(file(docx([{ name: 'word/styles.xml', data: DOCUMENT, flags: 1 }])), 'docx')).resolves.toMatch(/encrypted entry/);
    await expect(checkContainer(file(docx([{ name: '../../etc/cron.d/x', data: DOCUMENT }])), 'docx')).resolves.toMatch(/invalid relative path/);
    await expect(checkContainer(file(docx([{ name: '/etc/passwd', data: DOCUMENT }])), 'docx')).resolves.toMatch(/absolute path/);
    await expect(checkContainer(file(docx([{ name: 'WORD/document.xml', data: DOCUMENT }])), 'docx')).resolves.toMatch(/duplicate entry/);
  });

  test('only hyperlinks may point outside the package: an external template or OLE link is refused', async () => {
    const rels = (type: string) =>
      Buffer.from(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/${type}" Target="http://attacker.example/x" TargetMode="External"/></Relationships>`,
      );
    const template = docx([{ name: 'word/_rels/settings.xml.rels', data: rels('attachedTemplate') }]);
    await expect(checkContainer(file(template), 'docx')).resolves.toMatch(/external attachedTemplate in word\/_rels\/settings\.xml\.rels/);
    const ole = docx([{ name: 'word/_rels/document.xml.rels', data: rels('oleObject') }]);
    await expect(checkContainer(file(ole), 'docx')).resolves.toMatch(/external oleObject/);
    const link = docx([{ name: 'word/_rels/document.xml.rels', data: rels('hyperlink') }]);
    await expect(checkContainer(file(link), 'docx')).resolves.toBeNull();
  });

  test('reading content types and entry names does linear work on hostile text (they backtracked quadratically)', () => {
    // A long run of letters in a tag, unclosed tags, and an entry name of dots: 500 bytes held the server 13 s.
    expect(workGrowth((xml) => xmlTags(xml), (n) => `<Default ${'a'.repeat(n)}>`)).toBeLessThan(LINEAR_GROWTH);
    expect(workGrowth((xml) => xmlTags(xml), (n) => '<Default '.repeat(n / 9))).toBeLessThan(LINEAR_GROWTH);
    expect(workGrowth((name) => isExecutableName(name), (n) => `${'.'.repeat(n)}x`)).toBeLessThan(LINEAR_GROWTH);
    expect(xmlTags(`<Override PartName='/word/document.xml' ContentType="${'x'}"/><Default a=1 b = "2">`)).toEqual([
      { name: 'Override', attributes: { PartName: '/word/document.xml', ContentType: 'x' } },
      { name: 'Default', attributes: { b: '2' } },
    ]);
  });

  test('a corrupted entry fails its CRC', async () => {
    const bytes = docx([{ name: 'word/styles.xml', data: Buffer.from('<w:styles/>'), method: 0 }]);
    bytes[bytes.indexOf('<w:styles/>') + 3] = 0x53;
    await expect(checkContainer(file(bytes), 'docx')).resolves.toMatch(/entry word\/styles\.xml fails its CRC/);
  });
});

describe('checkContainer: .doc', () => {
  test('a compound file with a WordDocument stream is a .doc (in regular and mini sectors)', async () => {
    const doc = file(compound({ WordDocument: fib(0, 8192), '1Table': Buffer.alloc(600) }));
    await expect(checkContainer(doc, 'doc')).resolves.toBeNull();
    await expect(detectFileKind(doc)).resolves.toEqual({ kind: 'doc' });
    await expect(checkContainer(file(compound({ WordDocument: fib(0, 1024) })), 'doc')).resolves.toBeNull();
  });

  test('another compound file (a spreadsheet) is not a .doc', async () => {
    const xls = file(compound({ Workbook: Buffer.alloc(5000), '\u0005SummaryInformation': Buffer.alloc(200) }));
    expect(detectKind(SAMPLES.doc)).toBe('doc');
    await expect(checkContainer(xls, 'doc')).resolves.toMatch(/no WordDocument stream/);
    await expect(detectFileKind(xls)).resolves.toEqual({ kind: null, reason: expect.stringMatching(/no WordDocument stream/) });
  });

  test('a .doc with macros is refused', async () => {
    const doc = compound({ WordDocument: fib(), 'Macros/VBA/dir': Buffer.alloc(100), 'Macros/VBA/ThisDocument': Buffer.alloc(300) });
    await expect(checkContainer(file(doc), 'doc')).resolves.toMatch(/macros \(Macros/);
  });

  test('an encrypted .doc, or a WordDocument stream without a Word header, is refused', async () => {
    await expect(checkContainer(file(compound({ WordDocument: fib(0x0100) })), 'doc')).resolves.toMatch(/encrypted/);
    await expect(checkContainer(file(compound({ WordDocument: Buffer.alloc(1024) })), 'doc')).resolves.toMatch(/Word header/);
  });

  test('a packaged executable in the ObjectPool is refused', async () => {
    const doc = compound({ WordDocument: fib(), 'ObjectPool/_1234/\u0001Ole10Native': olePackage('run.bat', Buffer.from('@echo off')) });
    await expect(checkContainer(file(doc), 'doc')).resolves.toMatch(/packaged executable "run\.bat"/);
  });

  test('a malformed compound file is refused with what is wrong (compoundFile.test.ts has the cases)', async () => {
    const bytes = compound({ WordDocument: fib(0, 8192) });
    const fatAt = 512 * (bytes.readUInt32LE(76) + 1);
    const wordStart = bytes.indexOf(fib(0, 8192)) / 512 - 1;
    bytes.writeInt32LE(wordStart, fatAt + 4 * (wordStart + 15)); // the last sector of WordDocument links back to its first
    await expect(checkContainer(file(bytes), 'doc')).resolves.toBe('doc: malformed compound file: a sector chain loops');
  });
});

describe('checkContainer: other kinds', () => {
  test('pdf, png and jpeg by their magic numbers; text streamed, a character may straddle chunks', async () => {
    await expect(checkContainer(file(SAMPLES.pdf), 'pdf')).resolves.toBeNull();
    await expect(checkContainer(file(SAMPLES.png), 'pdf')).resolves.toMatch(/magic/);
    await expect(detectFileKind(file(SAMPLES.jpeg))).resolves.toEqual({ kind: 'jpeg' });
    const straddling = Buffer.concat([Buffer.alloc(64 * 1024 - 1, 'a'), Buffer.from('é\n')]);
    await expect(checkContainer(file(straddling), 'txt')).resolves.toBeNull();
    await expect(checkContainer(file(Buffer.concat([straddling, Buffer.from([0])])), 'txt')).resolves.toMatch(/not UTF-8/);
    await expect(detectFileKind(file(Buffer.from([0x4d, 0x5a, 0x90, 0x00])))).resolves.toEqual({ kind: null, reason: expect.stringMatching(/txt/) });
  });
});

describe('accepted kinds', () => {
  test('extensions and MIME types of an accept list; the spec default when none', () => {
    expect([...acceptedKinds(['.pdf', 'image/png', '.JPG'])].sort()).toEqual(['jpeg', 'pdf', 'png']);
    expect([...acceptedKinds(undefined)].sort()).toEqual(['doc', 'docx', 'jpeg', 'pdf', 'png', 'txt']);
    expect([...acceptedKinds(['.exe'])]).toEqual([]);
  });

  test('a name claims a kind by its extension', () => {
    expect(kindOfName('CV.Final.PDF')).toBe('pdf');
    expect(kindOfName('photo.jpeg')).toBe('jpeg');
    expect(kindOfName('notes')).toBeNull();
  });
});
