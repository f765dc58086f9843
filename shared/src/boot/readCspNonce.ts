/**
 * The Content-Security-Policy nonce the server gave this page's scripts, or '' when there is none.
 * Read from the `nonce` property: browsers blank the attribute once the page has loaded, so that
 * CSS selectors cannot read it out, but the property keeps it.
 */
export function readCspNonce(doc: Document = document): string {
  const script = doc.querySelector<HTMLScriptElement>('script[nonce]');
  return script?.nonce || script?.getAttribute('nonce') || '';
}
