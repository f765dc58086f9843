/**
 * Whether `value` is an http(s) address. With `requireProtocol: false`, 'example.com/jobs' passes too
 * (candidates often leave the scheme out), but then the host must contain a dot.
 */
export function isUrl(value: string, { requireProtocol = true }: { requireProtocol?: boolean } = {}): boolean {
  const text = value.trim();
  if (text === '' || /\s/.test(text)) return false;
  const hasProtocol = /^[a-z][a-z0-9+.-]*:/i.test(text);
  if (!hasProtocol && requireProtocol) return false;
  try {
    const url = new URL(hasProtocol ? text : `https://${text}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    return hasProtocol ? url.hostname !== '' : url.hostname.includes('.');
  } catch {
    return false;
  }
}
