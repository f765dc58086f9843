/**
 * Whether If-None-Match names the current representation, whose ETag is `etag`: the weak comparison
 * RFC 9110 §13.1.2 asks for (`W/"x"` matches `"x"`), over a list of tags, and `*` (any current
 * representation: the caller has one).
 */
export function ifNoneMatchHits(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header.trim() === '*') return true;
  const opaque = (tag: string) => tag.replace(/^W\//, '');
  return (header.match(/(?:W\/)?"[^"]*"/g) ?? []).some((tag) => opaque(tag) === opaque(etag));
}
