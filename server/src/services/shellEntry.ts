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

/** What the shell's server renderer (shell/src/ssr/renderChrome.tsx) takes and gives. */
export interface ChromeInput {
  boot: unknown;
  path: string;
  locale: string;
  nonce: string;
}
export interface RenderedChrome {
  html: string;
  styles: string;
}
interface ChromeRenderer {
  buildId: string;
  renderChrome: (input: ChromeInput) => RenderedChrome | null;
}

// The renderer module, loaded once per build (a rebuild while the server runs replaces the file).
let loaded: { file: string; mtimeMs: number; renderer: ChromeRenderer } | null = null;

function loadRenderer(file: string): ChromeRenderer | null {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  if (loaded?.file === file && loaded.mtimeMs === mtimeMs) return loaded.renderer;
  delete require.cache[file];
  const renderer = require(file) as Partial<ChromeRenderer>;
  if (typeof renderer.renderChrome !== 'function' || typeof renderer.buildId !== 'string') throw new Error(`${file} is not the shell's chrome renderer.`);
  loaded = { file, mtimeMs, renderer: renderer as ChromeRenderer };
  return loaded.renderer;
}

/**
 * The page chrome (navbar, banner, hero, footer) rendered on the server by the shell's own components
 * (`shell/dist-ssr/render.cjs`), or null when there is no renderer, it belongs to another build than the
 * page's scripts (their first render would differ from its markup), or it fails: the page then arrives with
 * an empty root as before, and the shell draws the chrome itself.
 */
export function renderShellChrome(repoRoot: string, entry: ShellEntry, input: ChromeInput, onError: (error: unknown) => void): RenderedChrome | null {
  try {
    const renderer = loadRenderer(path.join(repoRoot, 'shell', 'dist-ssr', 'render.cjs'));
    // The browser build lives in dist/<buildId>/ (entry.json names its files there).
    if (!renderer || !entry.js[0] || path.posix.dirname(entry.js[0]) !== renderer.buildId) return null;
    return renderer.renderChrome(input);
  } catch (error) {
    onError(error);
    return null;
  }
}
