import { readCsrfMeta } from '@careers/shared/boot';
import type { CsrfHolder } from './types';

/** A CSRF holder backed by `<meta name="csrf-token">`, so every transport on the page sees a refreshed token. */
export function createMetaCsrfHolder(doc: Document = document): CsrfHolder {
  // Kept too, for pages (embeds) that have no meta tag to write to.
  let fallback = readCsrfMeta(doc);
  const meta = () => doc.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  return {
    get: () => meta()?.content ?? fallback,
    set(token) {
      fallback = token;
      const tag = meta();
      if (tag) tag.content = token;
    },
  };
}
