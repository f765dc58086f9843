import { normalizeOrigin } from '../origins';
import type { Domain } from './domains';

/**
 * Which other origins may embed a company's widgets and call its API with the visitor's cookie:
 * the company's `embedConfig.allowedOrigins`, plus origins allowed for every company (the
 * EMBED_ALLOWED_ORIGINS setting, and the demo intranet once it listens).
 */
export class EmbedOrigins {
  private readonly everyCompany = new Set<string>();

  constructor(origins: readonly string[] = []) {
    this.allowForEveryCompany(origins);
  }

  /** Adds origins known only at run time (the demo intranet's, once its port is bound). */
  allowForEveryCompany(origins: readonly string[]): void {
    for (const origin of origins) {
      const normalized = normalizeOrigin(origin);
      if (normalized) this.everyCompany.add(normalized);
    }
  }

  allows(domain: Domain | null, origin: string | undefined): boolean {
    // Browsers send exactly the serialized origin; `null` (sandboxed frames, file://) is never allowed.
    if (!origin || origin === 'null') return false;
    if (this.everyCompany.has(origin)) return true;
    const own = domain?.settings.configs.embedConfig.allowedOrigins ?? [];
    return own.some((entry) => normalizeOrigin(entry) === origin);
  }
}
