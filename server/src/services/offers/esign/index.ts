// TEMPORARY (offers-core branch only): a stand-in for the e-sign helper's module with the brief's
// signatures: no provider, so no signing page and nothing recorded to apply. Replaced wholesale by the
// e-sign branch (server/src/services/offers/esign/**).
import type { AppContext } from '../../../appContext';

/** The signing page's absolute URL for a document; null: the provider is off in this stand-in. */
export function esignPageUrl(_ctx: AppContext, _documentId: number, _candidateId: number): string | null {
  return null;
}

/** Applies recorded-but-unapplied provider results; this stand-in has none. */
export async function applyEsignResults(
  _ctx: AppContext,
  _who: { domain: string; candidateId: number; ip: string; userAgent: string },
  _documentId?: number,
): Promise<void> {}
