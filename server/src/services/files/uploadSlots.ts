import { said, tooMany } from '../../domainErrors';

/**
 * Uploads in progress per client address, for the whole server: UPLOADS_PER_IP_AT_ONCE counts every
 * route that receives a file (form files, resumes, avatars, signed offers, PDF checks) together, so a
 * client cannot hold that many in each route at once.
 */
export class UploadSlots {
  private readonly inFlight = new Map<string, number>();

  constructor(private readonly perIpAtOnce: number) {}

  /** Uploads the address has in progress. */
  busy(ip: string): number {
    return this.inFlight.get(ip) ?? 0;
  }

  /** Runs `work` in one of the address's slots; 429 when they are all taken. */
  async run<T>(ip: string, work: () => Promise<T>): Promise<T> {
    const busy = this.inFlight.get(ip) ?? 0;
    if (busy >= this.perIpAtOnce) throw tooMany('rate_limited', said('server.upload.tooManyAtOnce'));
    this.inFlight.set(ip, busy + 1);
    try {
      return await work();
    } finally {
      const left = (this.inFlight.get(ip) ?? 1) - 1;
      if (left > 0) this.inFlight.set(ip, left);
      else this.inFlight.delete(ip);
    }
  }
}

const byServer = new WeakMap<object, UploadSlots>();

/** The one UploadSlots of the server whose context is `ctx` (made on first use). */
export function uploadSlotsOf(ctx: { config: { uploads: { perIpAtOnce: number } } }): UploadSlots {
  let slots = byServer.get(ctx);
  if (!slots) {
    slots = new UploadSlots(ctx.config.uploads.perIpAtOnce);
    byServer.set(ctx, slots);
  }
  return slots;
}
