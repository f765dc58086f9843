/**
 * A small, defensive reader of OLE2 compound files (MS-CFB: .doc, and objects embedded in .docx), for
 * checking uploads: it lists the directory tree and reads the first bytes of a stream, through random access.
 *
 * Why not `cfb.parse` (the `cfb` package is kept, to write test fixtures): cfb 1.2.2 trusts the sector
 * chains and directory links of the file it reads. A 20 KB file whose FAT chain loops makes it allocate
 * until the process aborts (out of memory, not a catchable error); chains entered mid-way make its work
 * quadratic in the file size; a loop in the directory links loops its path builder. Here every chain and
 * every link is followed with a visited set, and only the directory and the streams a check asks for
 * are read. Anything malformed throws a CompoundFileError whose message is a reason for logs.
 */

/** Bytes read at an offset; shorter than `length` only at the end of the source. */
export interface ByteSource {
  size: number;
  read(offset: number, length: number): Promise<Buffer>;
}

interface CompoundEntry {
  /** Names from the root, joined with '/' (the root itself is not part of it). */
  path: string;
  name: string;
  isStorage: boolean;
  size: number;
  start: number;
}

export interface CompoundFile {
  entries: CompoundEntry[];
  /** The first `maxBytes` bytes of a stream (all of it when shorter). */
  read(entry: CompoundEntry, maxBytes: number): Promise<Buffer>;
}

export class CompoundFileError extends Error {}

const SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ENDOFCHAIN = 0xfffffffe;
const FREESECT = 0xffffffff;
/** Above this, FAT values are markers (end of chain, free, FAT or DIFAT sector), not links. */
const MAXREGSECT = 0xfffffffa;
const NOSTREAM = 0xffffffff;
const MINI_SECTOR = 64;
const MINI_CUTOFF = 4096;
const ENTRY_SIZE = 128;
const TYPE_STORAGE = 1;
const TYPE_STREAM = 2;
const TYPE_ROOT = 5;

const fail = (reason: string): never => {
  throw new CompoundFileError(reason);
};

/** A ByteSource over bytes already in memory (an object embedded in a zip). */
export const bufferSource = (bytes: Buffer): ByteSource => ({
  size: bytes.length,
  read: async (offset, length) => bytes.subarray(offset, Math.min(bytes.length, offset + length)),
});

interface RawEntry {
  name: string;
  type: number;
  left: number;
  right: number;
  child: number;
  start: number;
  size: number;
}

/** Reads the header, FAT and directory of a compound file; `maxEntries` bounds the directory. */
export async function openCompoundFile(source: ByteSource, maxEntries: number): Promise<CompoundFile> {
  if (source.size < 512) fail('compound file shorter than its header');
  const header = await source.read(0, 512);
  if (!header.subarray(0, 8).equals(SIGNATURE)) fail('no compound file signature');
  const major = header.readUInt16LE(26);
  const shift = header.readUInt16LE(30);
  if (header.readUInt16LE(28) !== 0xfffe) fail('bad byte order mark');
  if (!((major === 3 && shift === 9) || (major === 4 && shift === 12))) fail(`unsupported version ${major} / sector shift ${shift}`);
  if (header.readUInt16LE(32) !== 6 || header.readUInt32LE(56) !== MINI_CUTOFF) fail('unsupported mini stream layout');
  const sectorSize = 1 << shift;
  const sectorCount = Math.ceil((source.size - sectorSize) / sectorSize);
  if (sectorCount < 1) fail('no sectors');
  const perSector = sectorSize / 4;

  const sector = async (index: number): Promise<Buffer> => {
    const bytes = await source.read((index + 1) * sectorSize, sectorSize);
    return bytes.length === sectorSize ? bytes : Buffer.concat([bytes, Buffer.alloc(sectorSize - bytes.length)]);
  };
  const checkSector = (index: number, what: string) => {
    if (index >= sectorCount) fail(`${what} points outside the file (sector ${index} of ${sectorCount})`);
  };

  // Where the FAT is: 109 places in the header, then the DIFAT chain.
  const fatSectors: number[] = [];
  const fatSeen = new Set<number>();
  const addFatSector = (index: number) => {
    if (index === FREESECT || index === ENDOFCHAIN) return;
    checkSector(index, 'FAT location');
    if (fatSeen.has(index)) fail('FAT sector listed twice');
    fatSeen.add(index);
    fatSectors.push(index);
  };
  for (let i = 0; i < 109; i++) addFatSector(header.readUInt32LE(76 + 4 * i));
  const difatSeen = new Set<number>();
  for (let next = header.readUInt32LE(68), n = header.readUInt32LE(72); n > 0 && next !== ENDOFCHAIN && next !== FREESECT; n--) {
    checkSector(next, 'DIFAT chain');
    if (difatSeen.has(next)) fail('DIFAT chain loops');
    difatSeen.add(next);
    const bytes = await sector(next);
    for (let i = 0; i < perSector - 1; i++) addFatSector(bytes.readUInt32LE(4 * i));
    next = bytes.readUInt32LE(sectorSize - 4);
  }
  if (fatSectors.length === 0) fail('no FAT');
  const fat = new Uint32Array(sectorCount).fill(FREESECT);
  for (let f = 0; f < fatSectors.length && f * perSector < sectorCount; f++) {
    const bytes = await sector(fatSectors[f]!);
    for (let i = 0; i < perSector && f * perSector + i < sectorCount; i++) fat[f * perSector + i] = bytes.readUInt32LE(4 * i);
  }

  // Every chain at once: links stay in the file, no two chains share a sector, none loops (Word would
  // choke on such a file; cfb would hang on it). In-degree at most 1 makes chains disjoint paths, so walking
  // from every head reaches each sector once, and a linked sector no head reaches is on a loop.
  const linkedTo = new Uint8Array(sectorCount);
  for (let at = 0; at < sectorCount; at++) {
    const next = fat[at]!;
    if (next > MAXREGSECT) continue;
    if (next >= sectorCount) fail(`FAT points outside the file (sector ${next} of ${sectorCount})`);
    if (linkedTo[next]) fail(`two sector chains share sector ${next}`);
    linkedTo[next] = 1;
  }
  const reached = new Uint8Array(sectorCount);
  for (let head = 0; head < sectorCount; head++) {
    if (linkedTo[head]) continue;
    for (let at = head; ; at = fat[at]!) {
      reached[at] = 1;
      if (fat[at]! > MAXREGSECT) break;
    }
  }
  if (linkedTo.some((linked, at) => linked && !reached[at])) fail('a sector chain loops');

  /** Follows a chain of `next` links from `start`, at most `limit` steps, refusing loops and exits. */
  const follow = (next: Uint32Array, count: number, start: number, limit: number, what: string): number[] => {
    const chain: number[] = [];
    const seen = new Set<number>();
    for (let at = start; at !== ENDOFCHAIN && chain.length < limit; at = next[at]!) {
      if (at >= count) fail(`${what} chain leaves the file`);
      if (seen.has(at)) fail(`${what} chain loops`);
      seen.add(at);
      chain.push(at);
    }
    return chain;
  };
  const readChain = async (chain: number[], bytes: number): Promise<Buffer> => {
    const parts: Buffer[] = [];
    for (const index of chain) parts.push(await sector(index));
    return Buffer.concat(parts).subarray(0, bytes);
  };

  // The directory: 128-byte entries along its chain.
  const maxDirSectors = Math.ceil((maxEntries * ENTRY_SIZE) / sectorSize);
  const dirChain = follow(fat, sectorCount, header.readUInt32LE(48), maxDirSectors + 1, 'directory');
  if (dirChain.length > maxDirSectors) fail(`more than ${maxEntries} directory entries`);
  const dir = await readChain(dirChain, dirChain.length * sectorSize);
  const raw: RawEntry[] = [];
  for (let at = 0; at + ENTRY_SIZE <= dir.length; at += ENTRY_SIZE) {
    const nameLength = Math.min(64, dir.readUInt16LE(at + 64));
    raw.push({
      name: dir.toString('utf16le', at, at + Math.max(0, nameLength - 2)),
      type: dir.readUInt8(at + 66),
      left: dir.readUInt32LE(at + 68),
      right: dir.readUInt32LE(at + 72),
      child: dir.readUInt32LE(at + 76),
      start: dir.readUInt32LE(at + 116),
      // Version 3 files may leave garbage in the high half; version 4 sizes above 4 GB are refused below.
      size: major === 4 && dir.readUInt32LE(at + 124) !== 0 ? Number.MAX_SAFE_INTEGER : dir.readUInt32LE(at + 120),
    });
  }
  const root = raw[0];
  if (root?.type !== TYPE_ROOT) return fail('no root entry');

  // The tree: each storage's children form a binary tree of siblings (left/right) under `child`.
  const entries: CompoundEntry[] = [];
  const visited = new Set<number>();
  const pending: Array<{ id: number; parent: string }> = [{ id: root.child, parent: '' }];
  while (pending.length) {
    const { id, parent } = pending.pop()!;
    if (id === NOSTREAM) continue;
    if (visited.has(id)) fail('directory links loop');
    visited.add(id);
    const entry = raw[id] ?? fail('directory link outside the directory');
    if (entry.type !== TYPE_STORAGE && entry.type !== TYPE_STREAM) fail(`directory entry of type ${entry.type} in the tree`);
    if (entry.type === TYPE_STREAM && entry.size > source.size) fail(`stream ${entry.name} larger than the file`);
    const path = parent ? `${parent}/${entry.name}` : entry.name;
    entries.push({ path, name: entry.name, isStorage: entry.type === TYPE_STORAGE, size: entry.size, start: entry.start });
    pending.push({ id: entry.left, parent }, { id: entry.right, parent });
    if (entry.type === TYPE_STORAGE) pending.push({ id: entry.child, parent: path });
  }

  // Streams under 4096 bytes live in 64-byte mini sectors inside the root's stream; loaded on first use.
  let mini: { fat: Uint32Array; stream: number[] } | undefined;
  const loadMini = async () => {
    if (mini) return mini;
    const miniFatChain = follow(fat, sectorCount, header.readUInt32LE(60), header.readUInt32LE(64), 'mini FAT');
    const bytes = await readChain(miniFatChain, miniFatChain.length * sectorSize);
    const miniFat = new Uint32Array(bytes.length / 4);
    for (let i = 0; i < miniFat.length; i++) miniFat[i] = bytes.readUInt32LE(4 * i);
    if (root.size > source.size) fail('mini stream larger than the file');
    const stream = follow(fat, sectorCount, root.start, Math.ceil(root.size / sectorSize), 'mini stream');
    mini = { fat: miniFat, stream };
    return mini;
  };

  async function read(entry: CompoundEntry, maxBytes: number): Promise<Buffer> {
    const bytes = Math.min(entry.size, maxBytes);
    if (bytes === 0) return Buffer.alloc(0);
    if (entry.size >= MINI_CUTOFF) {
      const chain = follow(fat, sectorCount, entry.start, Math.ceil(bytes / sectorSize), entry.name);
      if (chain.length * sectorSize < bytes) fail(`stream ${entry.name} shorter than its size`);
      return readChain(chain, bytes);
    }
    const { fat: miniFat, stream } = await loadMini();
    const miniCount = Math.min(miniFat.length, Math.floor((stream.length * sectorSize) / MINI_SECTOR));
    const chain = follow(miniFat, miniCount, entry.start, Math.ceil(bytes / MINI_SECTOR), entry.name);
    if (chain.length * MINI_SECTOR < bytes) fail(`stream ${entry.name} shorter than its size`);
    const parts: Buffer[] = [];
    for (const m of chain) {
      const offset = m * MINI_SECTOR;
      const host = await sector(stream[Math.floor(offset / sectorSize)]!);
      parts.push(host.subarray(offset % sectorSize, (offset % sectorSize) + MINI_SECTOR));
    }
    return Buffer.concat(parts).subarray(0, bytes);
  }

  return { entries, read };
}
