/** Returns the CSRF token from `<meta name="csrf-token">`, or '' when the page has none. */
export function readCsrfMeta(doc: Document = document): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]')?.content ?? '';
}
