import type { Config } from '../../../config';
import { careersOriginFor } from '../../../intranet/intranetApp';

/**
 * Where visitors reach the e-signature provider: ESIGN_PUBLIC_ORIGIN, else its port on the host
 * name the visitor uses for the careers site (localhost and 127.0.0.1 are both this machine, but
 * not the same site to a browser), else on localhost. Null when the provider is off (ESIGN_PORT=0).
 */
export function esignProviderOrigin(config: Config, visitorHostname?: string): string | null {
  if (!config.esignPort) return null;
  return config.esignPublicOrigin ?? careersOriginFor(visitorHostname ?? 'localhost', config.esignPort);
}
