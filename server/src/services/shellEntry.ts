import fs from 'node:fs';
import path from 'node:path';

/** `shell/dist/entry.json`: the shell build's files, relative to shell/dist. */
export interface ShellEntry {
  js: string[];
  css: string[];
}

// Plain relative file names only: they are put into src/href attributes under /shell/.
const FILE = /^(?!.*\.\.)[A-Za-z0-9_][A-Za-z0-9._/-]*$/;

/** The shell's entry files, or null when the shell has not been built. Throws on a malformed file. */
export function readShellEntry(repoRoot: string): ShellEntry | null {
  const file = path.join(repoRoot, 'shell', 'dist', 'entry.json');
  let raw: string;
  try {
    raw = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const parsed = JSON.parse(raw) as Partial<ShellEntry>;
  const list = (value: unknown, key: string): string[] => {
    if (value === undefined) return [];
    if (!Array.isArray(value) || !value.every((f) => typeof f === 'string' && FILE.test(f))) {
      throw new Error(`${file}: "${key}" must be a list of relative file names.`);
    }
    return value as string[];
  };
  return { js: list(parsed.js, 'js'), css: list(parsed.css, 'css') };
}
