import * as CFB from 'cfb';
import { bufferSource, openCompoundFile, type ByteSource } from './compoundFile';

/** A compound file written by the cfb package (version 3, 512-byte sectors); paths create their storages. */
function compound(streams: Record<string, Buffer>): Buffer {
  const file = CFB.utils.cfb_new();
  for (const [path, content] of Object.entries(streams)) CFB.utils.cfb_add(file, path, content);
  return Buffer.from(CFB.write(file, { type: 'buffer' }) as Uint8Array);
}

const pattern = (size: number, seed: number) => Buffer.from(Array.from({ length: size }, (_, i) => (i * 7 + seed) & 0xff));

/** Where things are in a cfb-written file, to corrupt them. */
function layout(bytes: Buffer) {
  const fatAt = 512 * (bytes.readUInt32LE(76) + 1);
  const dirAt = 512 * (bytes.readUInt32LE(48) + 1);
  const entryAt = (name: string) => {
    for (let at = dirAt; at < dirAt + 512; at += 128) if (bytes.toString('utf16le', at, at + bytes.readUInt16LE(at + 64) - 2) === name) return at;
    throw new Error(`no ${name}`);
  };
  return {
    setNext: (sector: number, next: number) => bytes.writeInt32LE(next, fatAt + 4 * sector),
    entryAt,
    idOf: (name: string) => (entryAt(name) - dirAt) / 128,
    startOf: (name: string) => bytes.readUInt32LE(entryAt(name) + 116),
  };
}

const open = (bytes: Buffer, maxEntries = 100) => openCompoundFile(bufferSource(bytes), maxEntries);

describe('openCompoundFile', () => {
  test('lists the tree and reads streams from regular and mini sectors, as cfb wrote them', async () => {
    const big = pattern(9000, 1);
    const small = pattern(700, 2);
    const file = await open(compound({ WordDocument: big, 'Macros/VBA/dir': small }));
    const byPath = new Map(file.entries.map((e) => [e.path, e]));
    expect(byPath.get('Macros')?.isStorage).toBe(true);
    expect(byPath.get('Macros/VBA')?.isStorage).toBe(true);
    expect(byPath.get('WordDocument')).toMatchObject({ isStorage: false, size: 9000 });
    await expect(file.read(byPath.get('WordDocument')!, 1e9)).resolves.toEqual(big);
    await expect(file.read(byPath.get('Macros/VBA/dir')!, 1e9)).resolves.toEqual(small);
    await expect(file.read(byPath.get('WordDocument')!, 12)).resolves.toEqual(big.subarray(0, 12));
  });

  test('reads the FAT, the directory and what it is asked for, not the whole file', async () => {
    const bytes = compound({ WordDocument: pattern(1024 * 1024, 3) });
    let read = 0;
    const counting: ByteSource = { size: bytes.length, read: (offset, length) => ((read += length), bufferSource(bytes).read(offset, length)) };
    const file = await openCompoundFile(counting, 100);
    await file.read(file.entries.find((e) => e.name === 'WordDocument')!, 12);
    expect(read).toBeLessThan(bytes.length / 20);
  });

  test('a FAT chain that loops is refused (cfb.parse allocates until the process aborts on it)', async () => {
    const bytes = compound({ WordDocument: pattern(8192, 4), Data: pattern(8192, 5) });
    const { setNext, startOf } = layout(bytes);
    const start = startOf('WordDocument');
    setNext(start, -2); // end of chain: sectors start+1 … start+3 now loop on their own
    setNext(start + 3, start + 1);
    await expect(open(bytes)).rejects.toThrow('a sector chain loops');
  });

  test('chains that merge, or point outside the file, are refused', async () => {
    const merging = compound({ WordDocument: pattern(8192, 4), Data: pattern(8192, 5) });
    const { setNext, startOf } = layout(merging);
    setNext(startOf('WordDocument') + 3, startOf('WordDocument') + 1);
    await expect(open(merging)).rejects.toThrow(/two sector chains share sector/);
    const outside = compound({ WordDocument: pattern(8192, 4) });
    layout(outside).setNext(layout(outside).startOf('WordDocument'), 100000);
    await expect(open(outside)).rejects.toThrow(/FAT points outside the file/);
  });

  test('directory links that loop or leave the directory are refused', async () => {
    const looping = compound({ WordDocument: pattern(100, 6), Data: pattern(100, 7) });
    const word = layout(looping);
    looping.writeUInt32LE(word.idOf('WordDocument'), word.entryAt('WordDocument') + 68);
    await expect(open(looping)).rejects.toThrow('directory links loop');
    const leaving = compound({ WordDocument: pattern(100, 6) });
    leaving.writeUInt32LE(5000, layout(leaving).entryAt('WordDocument') + 72);
    await expect(open(leaving)).rejects.toThrow('directory link outside the directory');
  });

  test('a directory longer than the limit, or something that is not a compound file, is refused', async () => {
    const many = compound(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`S${i}`, pattern(10, i)])));
    await expect(open(many, 4)).rejects.toThrow('more than 4 directory entries');
    await expect(open(Buffer.alloc(4096))).rejects.toThrow('no compound file signature');
    await expect(open(many.subarray(0, 300))).rejects.toThrow('shorter than its header');
  });
});
