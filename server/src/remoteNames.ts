/** The micro-frontends the server knows how to discover and serve. */
export const REMOTE_NAMES = ['mf-search', 'mf-offers', 'mf-dashboard', 'mf-forms', 'mf-notifications'] as const;

export type RemoteName = (typeof REMOTE_NAMES)[number];

export function isRemoteName(value: string): value is RemoteName {
  return (REMOTE_NAMES as readonly string[]).includes(value);
}

/** `mf-offers` → `REMOTE_URL_MF_OFFERS`: the env var that pins one remote to a URL. */
export function remoteUrlEnvName(name: RemoteName): string {
  return `REMOTE_URL_${name.toUpperCase().replace(/-/g, '_')}`;
}
