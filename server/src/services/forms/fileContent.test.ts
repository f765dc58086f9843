import { acceptedKinds, detectKind, kindOfName, zipEntryNames } from './fileContent';

/** A minimal zip (stored entries, no data) with these entry names: enough for the central directory. */
function zipWith(names: string[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const name of names) {
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(nameBytes.length, 26);
    locals.push(local, nameBytes);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, nameBytes);
    offset += 30 + nameBytes.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(names.length, 8);
  end.writeUInt16LE(names.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const SAMPLES = {
  pdf: Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n'),
  png: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]),
  jpeg: Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0]),
  doc: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]),
  docx: zipWith(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']),
  txt: Buffer.from('Résumé — Alex Rivera\nTypeScript, React\n'),
};

describe('detectKind', () => {
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
