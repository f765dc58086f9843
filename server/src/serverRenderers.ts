import path from 'node:path';
import { readShellEntry } from './services/shellEntry';
import { REMOTE_PAGE_RENDERERS, rendererPath, servedBuild, type ServerRenderedRemote } from './services/remotePageRenderers';

/** The build a renderer module (`relative` to the repository) says it is of, or why it has none. */
function rendererBuild(repoRoot: string, relative: string): { buildId: string } | { problem: string } {
  const file = path.join(repoRoot, relative);
  try {
    const renderer = require(file) as { buildId?: unknown };
    return typeof renderer.buildId === 'string' ? { buildId: renderer.buildId } : { problem: `${relative} names no build` };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND' && (error as Error).message.includes(file)) return { problem: `${relative} is missing` };
    return { problem: `${relative} could not be loaded (${(error as Error).message.split('\n')[0]})` };
  }
}

/**
 * Why pages will not arrive server-rendered (issue 27), one sentence each, or none. The routes fall back to
 * drawing in the browser without a word when a renderer is missing or of another build than the scripts the
 * browser loads (services/shellEntry.ts), which is right for one request but hid a stale build: said once
 * at start instead. Only builds on disk are checked (a remote served from elsewhere is the deployer's choice).
 *
 * @example serverRendererProblems('/repo', { 'mf-search': '/remotes/mf-search/87dc875ba2ee/mf-manifest.json' }) // []
 */
export function serverRendererProblems(repoRoot: string, remoteEntries: Readonly<Record<string, string | undefined>>): string[] {
  const problems: string[] = [];
  const fix = 'Run `npm run build`.';
  const entry = readShellEntry(repoRoot);
  const shellBuild = entry?.js[0] ? path.posix.dirname(entry.js[0]) : null;
  if (shellBuild) {
    const chrome = rendererBuild(repoRoot, 'shell/dist-ssr/render.cjs');
    if ('problem' in chrome) problems.push(`The page chrome will not be server-rendered: ${chrome.problem}. ${fix}`);
    else if (chrome.buildId !== shellBuild) {
      problems.push(`The page chrome will not be server-rendered: shell/dist-ssr/render.cjs is of build ${chrome.buildId}, the shell's scripts of build ${shellBuild}. ${fix}`);
    }
  }
  for (const remote of Object.keys(REMOTE_PAGE_RENDERERS) as ServerRenderedRemote[]) {
    const served = servedBuild(remote, remoteEntries[remote]);
    if (!served) continue;
    const { pages } = REMOTE_PAGE_RENDERERS[remote];
    const file = rendererPath(remote);
    const page = rendererBuild(repoRoot, file);
    if ('problem' in page) problems.push(`${pages} will not be server-rendered: ${page.problem}. ${fix}`);
    else if (page.buildId !== served) {
      problems.push(`${pages} will not be server-rendered: ${file} is of build ${page.buildId}, the ${remote} scripts served of build ${served}. ${fix}`);
    }
  }
  return problems;
}
