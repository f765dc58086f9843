// Route patterns for remotes that switch pages on the shared location store.

/** Whether '/careers' + `pattern` names `pathname` ('/offer/:id' matches '/careers/offer/7'). */
export function matchesPage(pattern: string, pathname: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = pathname.replace(/^\/careers(?=\/|$)/, '').split('/').filter(Boolean);
  return want.length === have.length && want.every((part, i) => part.startsWith(':') || part === have[i]);
}
