/**
 * Limits and deny-lists for checking uploaded Word containers (.docx zips, .doc compound files).
 * Numbers are generous for real résumés (a few hundred KB of XML and some images) and small enough
 * that checking a hostile file costs at most a bounded amount of inflating and reading.
 */
import { trimEnd } from '../trimEnd';

export interface ContainerLimits {
  /** Entries in a .docx zip (a résumé has 10–40). */
  maxZipEntries: number;
  /** Sum of the uncompressed sizes of a .docx's entries, declared and actually inflated. */
  maxUncompressedBytes: number;
  /** Uncompressed : compressed, enforced for entries larger than `ratioFloorBytes`. */
  maxCompressionRatio: number;
  ratioFloorBytes: number;
  /** [Content_Types].xml is read whole to be parsed. */
  maxContentTypesBytes: number;
  /** An OLE object embedded in a .docx is held in memory to be inspected. */
  maxEmbeddedObjectBytes: number;
  /** A .doc file as a whole. */
  maxDocBytes: number;
  /** Directory entries of a compound file (.doc or embedded object); a .doc has tens. */
  maxCompoundEntries: number;
}

const CONTAINER_LIMITS: Readonly<ContainerLimits> = Object.freeze({
  maxZipEntries: 1000,
  maxUncompressedBytes: 50 * 1024 * 1024,
  maxCompressionRatio: 100,
  ratioFloorBytes: 1024 * 1024,
  maxContentTypesBytes: 1024 * 1024,
  maxEmbeddedObjectBytes: 16 * 1024 * 1024,
  maxDocBytes: 50 * 1024 * 1024,
  maxCompoundEntries: 4096,
});

export interface ContainerCheckOptions {
  /** Tighter or looser limits (tests); defaults to CONTAINER_LIMITS. */
  limits?: Partial<ContainerLimits>;
  /** Called with the size of every chunk inflated out of a zip entry: lets a caller (or a test) count the work done. */
  onInflate?: (bytes: number) => void;
}

export const limitsOf = (options: ContainerCheckOptions | undefined): ContainerLimits => ({ ...CONTAINER_LIMITS, ...options?.limits });

/** Executables and scripts: Windows runs them by extension, so an entry or a packaged file so named is refused. */
const EXECUTABLE_EXTENSIONS = [
  'exe', 'dll', 'com', 'bat', 'cmd', 'msi', 'msp', 'scr', 'pif', 'cpl', 'hta', 'lnk',
  'js', 'jse', 'vbs', 'vbe', 'wsf', 'wsh', 'ps1', 'psm1', 'jar', 'sh',
  // Macro-enabled Office files, embedded as they are.
  'docm', 'dotm', 'xlsm', 'xltm', 'xlam', 'pptm', 'potm', 'ppam', 'ppsm', 'sldm',
];
const EXECUTABLE_NAME = new RegExp(`\\.(${EXECUTABLE_EXTENSIONS.join('|')})$`, 'i');

/** A file name (or Windows path) that would run code when opened. */
// Windows drops trailing dots and spaces ("run.exe. ." runs run.exe): trimmed with a loop, since the pattern
// `/[\s.]+$/` is quadratic on a long run of dots (a 128 KB entry name held the server for seconds).
export const isExecutableName = (name: string): boolean => EXECUTABLE_NAME.test(trimEnd(name.trim(), ' \t\r\n\f\v.'));

/** Windows (MZ) and Linux (ELF) executables, by their first bytes. */
export function isExecutableContent(head: Uint8Array): boolean {
  const mz = head[0] === 0x4d && head[1] === 0x5a;
  const elf = head[0] === 0x7f && head[1] === 0x45 && head[2] === 0x4c && head[3] === 0x46;
  return mz || elf;
}

/** Storage and stream names that hold VBA macros in compound files (Word's `Macros`, Excel's `_VBA_PROJECT_CUR`). */
const MACRO_NAMES = new Set(['macros', '_vba_project_cur', 'vba', '_vba_project']);
export const isMacroPath = (path: string): boolean => path.split('/').some((part) => MACRO_NAMES.has(part.toLowerCase()));
