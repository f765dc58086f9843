import type { AppContext } from '../../../appContext';
import { esignProviderOrigin } from './esignProviderOrigin';
import { esignSecret } from './esignSecret';
import { ESIGN_TOKEN_TTL_MS, esignToken } from './esignToken';

/**
 * The signing page's absolute address for a document (null when the provider is off). The page
 * appends `&parent=<its origin>` before framing it. `visitorHostname` (the request's hostname) puts
 * the provider on the host name the visitor uses; without it, localhost.
 */
export function esignPageUrl(ctx: AppContext, documentId: number, candidateId: number, visitorHostname?: string): string | null {
  const origin = esignProviderOrigin(ctx.config, visitorHostname);
  if (!origin) return null;
  // A fresh address on every call (every offers list and document read): it works for a day.
  return `${origin}/sign/${documentId}?t=${esignToken(esignSecret(ctx.db), documentId, candidateId, ctx.now() + ESIGN_TOKEN_TTL_MS)}`;
}
