// The remotes whose pages the server draws into the HTML it sends (issue 27 "First paint"), each by the module its
// build writes to <remote>/dist-ssr/render.cjs. One entry per remote.

/** Per remote: the function its renderer module exports, and the pages a missing or stale renderer leaves to the browser. */
export const REMOTE_PAGE_RENDERERS = {
  'mf-search': { exportName: 'renderJob', pages: 'Job pages' },
  'mf-dashboard': { exportName: 'renderDashboard', pages: 'Dashboard pages' },
  'mf-offers': { exportName: 'renderOffer', pages: 'Offer pages' },
  'mf-forms': { exportName: 'renderApply', pages: 'Apply pages' },
} as const satisfies Record<string, { exportName: string; pages: string }>;

/** A remote with a server renderer. */
export type ServerRenderedRemote = keyof typeof REMOTE_PAGE_RENDERERS;

/** The renderer module of `remote`, relative to the repository. */
export const rendererPath = (remote: ServerRenderedRemote) => `${remote}/dist-ssr/render.cjs`;

/**
 * The build of `remote`'s scripts the pages load, from its entry URL in /remotes.json, or undefined when they are
 * served from elsewhere (a build not on this disk, the deployer's choice) or not at all.
 * @example servedBuild('mf-search', '/remotes/mf-search/87dc875ba2ee/mf-manifest.json') // '87dc875ba2ee'
 */
export function servedBuild(remote: ServerRenderedRemote, entryUrl: string | undefined): string | undefined {
  const prefix = `/remotes/${remote}/`;
  if (!entryUrl?.startsWith(prefix) || !entryUrl.endsWith('/mf-manifest.json')) return undefined;
  const build = entryUrl.slice(prefix.length, -'/mf-manifest.json'.length);
  return /^[^/]+$/.test(build) ? build : undefined;
}
