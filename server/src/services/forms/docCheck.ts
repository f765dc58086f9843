/**
 * Checks that a compound file is a Word 97–2003 document without macros or packaged executables; the
 * inspection of a compound file's content is shared with OLE objects embedded in a .docx.
 */
import { open, type FileHandle } from 'node:fs/promises';
import { openCompoundFile, CompoundFileError, type ByteSource, type CompoundFile } from './compoundFile';
import { isExecutableContent, isExecutableName, isMacroPath, type ContainerLimits } from './containerRules';

/** Word 97+ (0xA5EC) and Word 6/95 (0xA5DC) file information blocks start with one of these. */
const WORD_IDENTS = new Set([0xa5ec, 0xa5dc]);
const FIB_ENCRYPTED = 0x0100;
/** The stream OLE's Packager keeps a packaged file in, with its name and path. */
const PACKAGE_STREAM = '\u0001Ole10Native';
const PACKAGE_HEAD_BYTES = 8192;

/** A reason to refuse a compound file's content (macros, a packaged executable), or null. */
async function inspectCompound(file: CompoundFile): Promise<string | null> {
  for (const entry of file.entries) {
    if (isMacroPath(entry.path)) return `macros (${entry.path})`;
    if (!entry.isStorage && entry.name === PACKAGE_STREAM) {
      const reason = packagedExecutable(await file.read(entry, PACKAGE_HEAD_BYTES));
      if (reason) return `${reason} in ${entry.path.replace(PACKAGE_STREAM, 'Ole10Native')}`;
    }
  }
  return null;
}

/** Opens and inspects a compound file held in memory or on disk; a malformed one gives its reason. */
export async function checkCompound(source: ByteSource, limits: ContainerLimits): Promise<{ file: CompoundFile } | { refused: string }> {
  try {
    const file = await openCompoundFile(source, limits.maxCompoundEntries);
    const reason = await inspectCompound(file);
    return reason ? { refused: reason } : { file };
  } catch (error) {
    if (error instanceof CompoundFileError) return { refused: `malformed compound file: ${error.message}` };
    throw error;
  }
}

/**
 * An OLE Package (MS-OLEDS OLENativeStream): size, flags, then the label and the original file name as
 * NUL-terminated ANSI strings, two unknown u16, the temp path (u32 length, bytes), the data (u32 size, bytes).
 * Names are checked whatever follows; the data's first bytes when the layout is the usual one.
 */
function packagedExecutable(bytes: Buffer): string | null {
  let at = 6;
  const cString = (): string | null => {
    const end = bytes.indexOf(0, at);
    if (end < 0) return null;
    const text = bytes.toString('latin1', at, end);
    at = end + 1;
    return text;
  };
  const label = cString();
  const fileName = cString();
  for (const name of [label, fileName]) if (name && isExecutableName(name)) return `packaged executable "${name}"`;
  if (fileName === null || at + 8 > bytes.length) return null;
  at += 4;
  const pathLength = bytes.readUInt32LE(at);
  at += 4;
  if (at + pathLength + 4 > bytes.length) return null;
  const tempPath = bytes.toString('latin1', at, at + pathLength).replace(/\0.*$/s, '');
  if (isExecutableName(tempPath)) return `packaged executable "${tempPath}"`;
  at += pathLength + 4;
  return isExecutableContent(bytes.subarray(at, at + 4)) ? 'packaged executable content' : null;
}

const fileSource = (handle: FileHandle, size: number): ByteSource => ({
  size,
  read: async (offset, length) => {
    const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
    return buffer.subarray(0, bytesRead);
  },
});

/** A reason to refuse the file at `path` as a .doc, or null when it is a Word document without macros. */
export async function checkDoc(path: string, limits: ContainerLimits): Promise<string | null> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size > limits.maxDocBytes) return `doc: ${size} bytes, more than ${limits.maxDocBytes}`;
    const checked = await checkCompound(fileSource(handle, size), limits);
    if ('refused' in checked) return `doc: ${checked.refused}`;
    // Compound file names compare without case; the main stream sits at the root.
    const word = checked.file.entries.find((e) => !e.isStorage && e.path.toLowerCase() === 'worddocument');
    if (!word) return 'doc: no WordDocument stream (another kind of compound file)';
    const fib = await checked.file.read(word, 12).catch((error: unknown) => {
      if (error instanceof CompoundFileError) return null;
      throw error;
    });
    if (!fib || fib.length < 12 || !WORD_IDENTS.has(fib.readUInt16LE(0))) return 'doc: WordDocument stream does not start with a Word header';
    if (fib.readUInt16LE(10) & FIB_ENCRYPTED) return 'doc: encrypted (its content cannot be checked)';
    return null;
  } finally {
    await handle.close();
  }
}
