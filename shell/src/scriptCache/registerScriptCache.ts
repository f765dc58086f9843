/** The site's service worker (server/static/script-cache.js says what it does and why). */
export const SCRIPT_CACHE_WORKER = '/static/script-cache.js';
/** The pages it serves: the careers site's, not the rest of the origin. */
export const SCRIPT_CACHE_SCOPE = '/careers/';
const ASK = 'careers-script-cache:files';
// A build's script, as the worker keeps them: /shell/<build>/… or /remotes/<remote>/<build>/…, 12 hex digits a build.
const BUILD_SCRIPT = /^\/(?:shell|remotes\/[a-z][a-z0-9-]*)\/[0-9a-f]{12}\/[A-Za-z0-9_][A-Za-z0-9_.-]*\.js$/;
const SHELL_BUILD = /^\/shell\/([0-9a-f]{12})\//;

/** The build scripts of this origin the page has fetched (Resource Timing), as paths, each once. */
export function buildScriptsOf(entries: readonly Pick<PerformanceEntry, 'name'>[], origin: string): string[] {
  const paths = new Set<string>();
  for (const { name } of entries) {
    let url: URL;
    try {
      url = new URL(name);
    } catch {
      continue;
    }
    if (url.origin === origin && !url.search && BUILD_SCRIPT.test(url.pathname)) paths.add(url.pathname);
  }
  return [...paths];
}

export interface ScriptCacheOptions {
  container: Pick<ServiceWorkerContainer, 'register' | 'addEventListener' | 'startMessages'>;
  /** The page's fetched resources (performance.getEntriesByType('resource')), read when the worker asks. */
  entries: () => readonly Pick<PerformanceEntry, 'name'>[];
  origin: string;
}

/**
 * Registers the service worker that keeps the build scripts this page ran, for the next visit (issue 27), as the
 * version of the shell's build the page runs: a new build installs it again, and only then. The worker asks the page
 * which scripts those are; the page answers on the channel it is given. Resolves to whether it registered: not on a
 * page without the shell's build among its scripts (a widget's host page), nor where registering is refused.
 * @example await registerScriptCache({ container: navigator.serviceWorker, entries: () => performance.getEntriesByType('resource'), origin: location.origin })
 */
export async function registerScriptCache({ container, entries, origin }: ScriptCacheOptions): Promise<boolean> {
  const shellBuild = buildScriptsOf(entries(), origin)
    .map((file) => SHELL_BUILD.exec(file)?.[1])
    .find(Boolean);
  if (!shellBuild) return false;
  container.addEventListener('message', (event: MessageEvent) => {
    const data: unknown = event.data;
    if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== ASK) return;
    event.ports[0]?.postMessage(buildScriptsOf(entries(), origin));
  });
  // Messages from a worker that does not control the page (this one, while it installs) wait for this.
  container.startMessages();
  try {
    await container.register(`${SCRIPT_CACHE_WORKER}?v=${shellBuild}`, { scope: SCRIPT_CACHE_SCOPE });
    return true;
  } catch {
    // Refused (a private window in some browsers, a policy): the page works as it did without it.
    return false;
  }
}
