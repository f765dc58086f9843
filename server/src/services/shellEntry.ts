import fs from 'node:fs';
import path from 'node:path';
import { closedApplyTitle } from '../views/closedApplyPage';
import type {
  ApplyRenderer,
  ChromeRenderer,
  DashboardRenderer,
  OfferRenderer,
  RenderApplyInput,
  RenderChromeInput,
  RenderDashboardInput,
  RenderedHtml,
  RenderJobInput,
  SearchRemoteRenderer,
  FirstSearch,
  FirstSearchInput,
  RenderOfferInput,
  RenderSearchInput,
} from '@careers/shared/contracts/ssr';
import { REMOTE_PAGE_RENDERERS, rendererPath, servedBuild, type ServerRenderedRemote } from './remotePageRenderers';

/** `shell/dist/entry.json`: the shell build's files, relative to shell/dist. */
export interface ShellEntry {
  js: string[];
  css: string[];
  /** Chunks the page names for the browser to download at the lowest priority and keep, not run (a visitor's login modal). */
  prefetch: string[];
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
  return { js: list(parsed.js, 'js'), css: list(parsed.css, 'css'), prefetch: list(parsed.prefetch, 'prefetch') };
}

// Each renderer module, loaded once per build (a rebuild while the server runs replaces the file).
const loaded = new Map<string, { mtimeMs: number; renderer: unknown }>();

function loadModule<T extends { buildId: string }>(file: string, exportName: string, what: string): T | null {
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
  const cached = loaded.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.renderer as T;
  delete require.cache[file];
  const renderer = require(file) as Record<string, unknown>;
  if (typeof renderer[exportName] !== 'function' || typeof renderer.buildId !== 'string') throw new Error(`${file} is not ${what}.`);
  loaded.set(file, { mtimeMs, renderer });
  return renderer as unknown as T;
}

const loadRenderer = (file: string) => loadModule<ChromeRenderer>(file, 'renderChrome', "the shell's chrome renderer");

/**
 * The page chrome (navbar, banner, hero, footer) rendered on the server by the shell's own components
 * (`shell/dist-ssr/render.cjs`), or null when there is no renderer, it belongs to another build than the
 * page's scripts (their first render would differ from its markup), or it fails: the page then arrives with
 * an empty root as before, and the shell draws the chrome itself.
 */
export function renderShellChrome(repoRoot: string, entry: ShellEntry, input: RenderChromeInput, onError: (error: unknown) => void): RenderedHtml | null {
  try {
    const renderer = loadRenderer(path.join(repoRoot, 'shell', 'dist-ssr', 'render.cjs'));
    // The browser build lives in dist/<buildId>/ (entry.json names its files there).
    if (!renderer || !entry.js[0] || path.posix.dirname(entry.js[0]) !== renderer.buildId) return null;
    const chrome = renderer.renderChrome(input);
    // A closed position's apply page, drawn by the server into the slots (views/closedApplyPage.ts), is named as
    // mf-forms names it with scripts, not by its route ('Apply | Careers at …').
    const slotsTitle = chrome ? closedApplyTitle(input.slots, input.boot.configs.company.name, input.locale) : null;
    return slotsTitle && chrome ? { ...chrome, title: slotsTitle } : chrome;
  } catch (error) {
    onError(error);
    return null;
  }
}

/** Each remote renderer's module, by remote (the shared contract's types). */
interface RemoteRendererModules {
  'mf-search': SearchRemoteRenderer;
  'mf-dashboard': DashboardRenderer;
  'mf-offers': OfferRenderer;
  'mf-forms': ApplyRenderer;
}

/**
 * A remote's page rendered on the server by the remote's own components (`<remote>/dist-ssr/render.cjs`), as the
 * markup of the remotes' slot container the shell adopts (shell/src/bootstrap.tsx), or null when there is no
 * renderer, it is not of the build of the remote the page loads (`/remotes.json` names it: the remote's first
 * render must draw the same markup), it draws nothing for this address, or it fails: the page then arrives as
 * before, and the remote draws in the browser.
 */
function renderRemotePage<R extends ServerRenderedRemote>(
  repoRoot: string,
  remote: R,
  entryUrl: string | undefined,
  render: (renderer: RemoteRendererModules[R]) => RenderedHtml | null,
  onError: (error: unknown) => void,
): RenderedHtml | null {
  try {
    const { exportName } = REMOTE_PAGE_RENDERERS[remote];
    const renderer = loadModule<RemoteRendererModules[R]>(path.join(repoRoot, rendererPath(remote)), exportName, `${remote}'s ${exportName} renderer`);
    if (!renderer || servedBuild(remote, entryUrl) !== renderer.buildId) return null;
    const page = render(renderer);
    // The ids the shell looks for: its slot container, and the remote's slot in it (registerRemoteApps.ts).
    // A page that names itself (the apply page) keeps its title: the document's, escaped there (views/shellPage.ts).
    return page && { html: `<div id="careers-remotes"><div data-remote="${remote}">${page.html}</div></div>`, styles: page.styles, ...(page.title ? { title: page.title } : {}) };
  } catch (error) {
    onError(error);
    return null;
  }
}

/** A job's page drawn by mf-search's job view (renderRemotePage). */
export function renderJobPage(repoRoot: string, searchEntryUrl: string | undefined, input: RenderJobInput, onError: (error: unknown) => void): RenderedHtml | null {
  return renderRemotePage(repoRoot, 'mf-search', searchEntryUrl, (renderer) => renderer.renderJob(input), onError);
}

/** A search page's first view drawn by mf-search's search page from the results the page carries (renderRemotePage). */
export function renderSearchPage(repoRoot: string, searchEntryUrl: string | undefined, input: RenderSearchInput, onError: (error: unknown) => void): RenderedHtml | null {
  // A renderer of a build before the search page was drawn has no renderSearch: the page is drawn in the browser.
  return renderRemotePage(repoRoot, 'mf-search', searchEntryUrl, (renderer) => (typeof renderer.renderSearch === 'function' ? renderer.renderSearch(input) : null), onError);
}

/** The logged-in candidate's dashboard drawn by mf-dashboard from the page's first answers (renderRemotePage). */
export function renderDashboardPage(repoRoot: string, dashboardEntryUrl: string | undefined, input: RenderDashboardInput, onError: (error: unknown) => void): RenderedHtml | null {
  return renderRemotePage(repoRoot, 'mf-dashboard', dashboardEntryUrl, (renderer) => renderer.renderDashboard(input), onError);
}

/** An offer's page (or the offers list) drawn by mf-offers from the page's first answers (renderRemotePage). */
export function renderOfferPage(repoRoot: string, offersEntryUrl: string | undefined, input: RenderOfferInput, onError: (error: unknown) => void): RenderedHtml | null {
  return renderRemotePage(repoRoot, 'mf-offers', offersEntryUrl, (renderer) => renderer.renderOffer(input), onError);
}

/** An open position's apply page drawn by mf-forms from the page's first answer, for a visitor or a candidate (renderRemotePage). */
export function renderApplyPage(repoRoot: string, formsEntryUrl: string | undefined, input: RenderApplyInput, onError: (error: unknown) => void): RenderedHtml | null {
  return renderRemotePage(repoRoot, 'mf-forms', formsEntryUrl, (renderer) => renderer.renderApply(input), onError);
}

/**
 * The search a search page's first view asks for (issue 27), read from its address by mf-search's own code (its
 * renderer module, the build the page loads), so the page can carry that search's answer; or null when there is no
 * such renderer or it is another build's, the address is not the search page's, or the reading fails (the browser
 * then asks, as before).
 */
export function firstSearchOf(repoRoot: string, searchEntryUrl: string | undefined, input: FirstSearchInput, onError: (error: unknown) => void): FirstSearch | null {
  try {
    const renderer = loadModule<SearchRemoteRenderer>(path.join(repoRoot, rendererPath('mf-search')), REMOTE_PAGE_RENDERERS['mf-search'].exportName, "mf-search's renderJob renderer");
    if (!renderer || servedBuild('mf-search', searchEntryUrl) !== renderer.buildId || typeof renderer.firstSearchOf !== 'function') return null;
    return renderer.firstSearchOf(input);
  } catch (error) {
    onError(error);
    return null;
  }
}
