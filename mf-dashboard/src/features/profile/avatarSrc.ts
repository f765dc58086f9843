/**
 * Spec §9: avatar paths starting with a slash get a static CDN host prefix. The host is the company's
 * `staticCdnHost` setting when it has one (it must forward the session cookie: the photo is served
 * only to its owner); otherwise the path is used on this site. Anything else (a full URL) is kept.
 */
export function avatarSrc(avatar: string | null, cdnHost: unknown): string | null {
  if (!avatar) return null;
  if (!avatar.startsWith('/')) return avatar;
  const host = typeof cdnHost === 'string' ? cdnHost.replace(/\/+$/, '') : '';
  return `${host}${avatar}`;
}
