/**
 * Checks that a zip is a Word document (.docx) that is safe to store and hand to a reviewer: a valid zip
 * (yauzl validates names and sizes), a WordprocessingML main document declared in [Content_Types].xml,
 * no macros (.docm), ActiveX, executables or packaged executables, and no zip bomb. Every entry is
 * inflated once to be checked, within the declared sizes and the limits: inflating stops at the first
 * byte past what the entry declared, so a lying header costs no more than an honest one.
 */
import { crc32 } from 'node:zlib';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { bufferSource } from './compoundFile';
import { isExecutableContent, isExecutableName, type ContainerCheckOptions, type ContainerLimits } from './containerRules';
import { checkCompound } from './docCheck';

const MAIN_DOCUMENT = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml';
/** Content types that make a package macro-enabled or carry code: .docm/.dotm main parts, VBA projects, ActiveX controls. */
const CODE_CONTENT_TYPE = /macroEnabled|vbaProject|vbaData|activeX/i;
const OLE_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** Why an entry is refused by its name alone, or null. */
function forbiddenName(name: string): string | null {
  const base = name.slice(name.lastIndexOf('/') + 1).toLowerCase();
  if (isExecutableName(base)) return `executable entry ${name}`;
  if (base === 'vbaproject.bin' || base === 'vbadata.xml') return `macros (${name})`;
  if (/(^|\/)activex\//i.test(name)) return `ActiveX control (${name})`;
  return null;
}

interface Declared {
  contentType: string;
  partName?: string;
}

/** Default and Override elements of [Content_Types].xml (attributes in any order, either quote). */
function contentTypes(xml: string): Declared[] {
  const declared: Declared[] = [];
  for (const { name, attributes } of xmlTags(xml)) {
    const local = name.slice(name.indexOf(':') + 1);
    if ((local === 'Default' || local === 'Override') && attributes.ContentType) {
      declared.push({ contentType: attributes.ContentType, partName: attributes.PartName });
    }
  }
  return declared;
}

const NAME = /[\w:.-]+/y;
const SPACE = /\s*/y;

/** `pattern` (sticky) matched at `at`, or null; sticky patterns here never search ahead. */
function matchAt(pattern: RegExp, text: string, at: number): string | null {
  pattern.lastIndex = at;
  return pattern.exec(text)?.[0] ?? null;
}

/**
 * The start tags of an XML text with their attributes, read in one pass: every character is looked
 * at a bounded number of times. Patterns over whole tags (`<(Default)\b([^>]*)>` with an attribute
 * pattern inside) backtracked quadratically on a long run of letters or an unclosed tag, and a
 * 500-byte upload held the server for seconds. Anything that is not a well-formed attribute is skipped.
 */
export function xmlTags(xml: string): Array<{ name: string; attributes: Record<string, string> }> {
  const tags: Array<{ name: string; attributes: Record<string, string> }> = [];
  let at = xml.indexOf('<');
  while (at !== -1) {
    const close = xml.indexOf('>', at + 1);
    if (close === -1) break; // no tag is ever closed after this one
    const name = matchAt(NAME, xml, at + 1);
    const attributes: Record<string, string> = {};
    let i = at + 1 + (name?.length ?? 0);
    while (name && i < close) {
      i += matchAt(SPACE, xml, i)?.length ?? 0;
      const key = matchAt(NAME, xml, i);
      if (!key) {
        i += 1;
        continue;
      }
      i += key.length;
      i += matchAt(SPACE, xml, i)?.length ?? 0;
      if (xml[i] !== '=') continue;
      i += 1;
      i += matchAt(SPACE, xml, i)?.length ?? 0;
      const quote = xml[i];
      if (quote !== '"' && quote !== "'") continue;
      const end = xml.indexOf(quote, i + 1);
      if (end === -1 || end > close) break;
      attributes[key] = xml.slice(i + 1, end);
      i = end + 1;
    }
    if (name) tags.push({ name, attributes });
    at = xml.indexOf('<', close + 1);
  }
  return tags;
}

const decodeXml = (bytes: Buffer): string =>
  bytes[0] === 0xff && bytes[1] === 0xfe ? bytes.toString('utf16le', 2) : bytes.toString('utf8').replace(/^\uFEFF/, '');

class Refusal extends Error {}

/** A reason to refuse the zip at `path` as a .docx, or null when it passes every check. */
export async function checkDocx(path: string, limits: ContainerLimits, options?: ContainerCheckOptions): Promise<string | null> {
  let zip: ZipFile | undefined;
  try {
    zip = await yauzl.openPromise(path, { autoClose: false, strictFileNames: true, validateEntrySizes: true });
    await checkZip(zip, limits, options?.onInflate);
    return null;
  } catch (error) {
    if (error instanceof Refusal) return `docx: ${error.message}`;
    // yauzl's own findings: bad names, sizes or offsets, truncated data, zlib errors.
    return `docx: invalid zip: ${error instanceof Error ? error.message : String(error)}`;
  } finally {
    zip?.close();
  }
}

/** Throws a Refusal at the first thing wrong. */
async function checkZip(zip: ZipFile, limits: ContainerLimits, onInflate?: (bytes: number) => void): Promise<void> {
  const refuse = (reason: string): never => {
    throw new Refusal(reason);
  };
  if (zip.entryCount > limits.maxZipEntries) refuse(`${zip.entryCount} entries, more than ${limits.maxZipEntries}`);

  // First the central directory alone: names, flags and declared sizes, before anything is inflated.
  const entries: Entry[] = [];
  const names = new Map<string, Entry>();
  let declaredTotal = 0;
  for await (const entry of zip.eachEntry()) {
    const name = entry.fileName;
    if (entries.push(entry) > limits.maxZipEntries) refuse(`more than ${limits.maxZipEntries} entries`);
    // Part names compare without case (OPC); two entries for one part let readers disagree on which is read.
    if (names.has(name.toLowerCase())) refuse(`duplicate entry ${name}`);
    names.set(name.toLowerCase(), entry);
    if (entry.isEncrypted()) refuse(`encrypted entry ${name}`);
    if (!entry.canDecodeFileData()) refuse(`entry ${name} uses compression method ${entry.compressionMethod}`);
    const reason = forbiddenName(name);
    if (reason) refuse(reason);
    declaredTotal += entry.uncompressedSize;
    if (declaredTotal > limits.maxUncompressedBytes) refuse(`declared uncompressed size over ${limits.maxUncompressedBytes} bytes`);
    if (entry.uncompressedSize > ratioCap(entry, limits)) refuse(`entry ${name} declares a compression ratio over ${limits.maxCompressionRatio}:1`);
  }
  const typesEntry = names.get('[content_types].xml') ?? refuse('no [Content_Types].xml');
  if (!names.has('word/document.xml')) refuse('no word/document.xml part');
  if (typesEntry.uncompressedSize > limits.maxContentTypesBytes) refuse('[Content_Types].xml too large');

  // Then every entry's bytes, counted as they are inflated; [Content_Types].xml first, to refuse a .docm early.
  let inflated = 0;
  for (const entry of [typesEntry, ...entries.filter((e) => e !== typesEntry)]) {
    if (entry.fileName.endsWith('/')) continue;
    const isTypes = entry === typesEntry;
    const isRelationships = entry.fileName.toLowerCase().endsWith('.rels');
    const allowed = Math.min(entry.uncompressedSize, ratioCap(entry, limits), limits.maxUncompressedBytes - inflated);
    const keep = isTypes || isRelationships ? limits.maxContentTypesBytes : limits.maxEmbeddedObjectBytes;
    const { head, kept } = await inflate(zip, entry, allowed, { all: isTypes || isRelationships, max: keep }, (n) => {
      inflated += n;
      onInflate?.(n);
    });
    if (isExecutableContent(head)) refuse(`executable content in ${entry.fileName}`);
    if (isTypes) checkContentTypes(decodeXml(kept!), names, refuse);
    else if (isRelationships) {
      if (!kept) refuse(`relationships part ${entry.fileName} over ${limits.maxContentTypesBytes} bytes`);
      checkRelationships(entry.fileName, decodeXml(kept!), refuse);
    } else if (head.subarray(0, 8).equals(OLE_MAGIC)) {
      // An embedded OLE object (word/embeddings/oleObject1.bin, an embedded .doc): no macros, no packaged executable.
      if (!kept) refuse(`embedded object ${entry.fileName} over ${limits.maxEmbeddedObjectBytes} bytes`);
      const checked = await checkCompound(bufferSource(kept!), limits);
      if ('refused' in checked) refuse(`embedded object ${entry.fileName}: ${checked.refused}`);
    }
  }
}

/** A .docx declares a WordprocessingML main document that is present, and no macro or code part. */
function checkContentTypes(xml: string, names: Map<string, Entry>, refuse: (reason: string) => never) {
  const declared = contentTypes(xml);
  const code = declared.find((d) => CODE_CONTENT_TYPE.test(d.contentType));
  if (code) refuse(`declares ${code.contentType} (macro-enabled or code-carrying document)`);
  const main = declared.find((d) => d.contentType === MAIN_DOCUMENT && d.partName !== undefined);
  if (!main) return refuse('[Content_Types].xml declares no WordprocessingML main document');
  const part = main.partName!.replace(/^\//, '').toLowerCase();
  if (!names.has(part)) refuse(`main document part ${main.partName} is missing`);
}

/**
 * Only hyperlinks may point outside the package. An external template, OLE object, frame or
 * sub-document makes Word fetch and run what the link names when the file is opened (remote
 * template macros, the "Follina" pattern), whatever the package itself holds.
 */
function checkRelationships(part: string, xml: string, refuse: (reason: string) => never) {
  for (const { name, attributes } of xmlTags(xml)) {
    if (name.slice(name.indexOf(':') + 1) !== 'Relationship' || attributes.TargetMode?.toLowerCase() !== 'external') continue;
    const type = attributes.Type ?? '';
    if (!type.endsWith('/hyperlink')) refuse(`external ${type.slice(type.lastIndexOf('/') + 1) || 'relationship'} in ${part}`);
  }
}

/** The most an entry may inflate to: above the floor, `maxCompressionRatio` times its compressed size. */
const ratioCap = (entry: Entry, limits: ContainerLimits) => Math.max(limits.ratioFloorBytes, entry.compressedSize * limits.maxCompressionRatio);

/**
 * Inflates one entry, refusing it as soon as it gives more than `allowed` bytes (yauzl also refuses
 * more or fewer bytes than declared) or fails its CRC. Returns its first bytes, and all of them when
 * `keep.all` or they start an OLE object (`keep.max` bytes at most: `kept` is undefined above that).
 */
async function inflate(zip: ZipFile, entry: Entry, allowed: number, keep: { all: boolean; max: number }, count: (bytes: number) => void) {
  const stream = await zip.openReadStreamPromise(entry);
  let seen = 0;
  let crc = 0;
  let head = Buffer.alloc(0);
  let kept: Buffer[] | undefined = [];
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      seen += chunk.length;
      count(chunk.length);
      if (seen > allowed) throw new Refusal(`entry ${entry.fileName} inflates past ${allowed} bytes (declared ${entry.uncompressedSize})`);
      crc = crc32(chunk, crc);
      if (head.length < 8) {
        head = Buffer.concat([head, chunk.subarray(0, 8 - head.length)]);
        if (head.length === 8 && !keep.all && !head.equals(OLE_MAGIC)) kept = undefined;
      }
      if (kept) {
        if (seen > keep.max) kept = undefined;
        else kept.push(chunk);
      }
    }
  } finally {
    stream.destroy();
  }
  if (crc !== entry.crc32) throw new Refusal(`entry ${entry.fileName} fails its CRC`);
  return { head, kept: kept && Buffer.concat(kept) };
}
