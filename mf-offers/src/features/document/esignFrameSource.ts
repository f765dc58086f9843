/**
 * The provider page's address in the frame and the one origin its messages may come from: the
 * document's `url` with `parent=<this page's origin>` (the provider posts to exactly that origin).
 */
export function esignFrameSource(url: string, pageOrigin: string): { src: string; origin: string } {
  const joiner = url.includes('?') ? '&' : '?';
  return { src: `${url}${joiner}parent=${encodeURIComponent(pageOrigin)}`, origin: new URL(url).origin };
}
