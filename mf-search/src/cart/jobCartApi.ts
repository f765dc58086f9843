import type { CartOperation, JobCartData, JobCartResponse } from '@careers/shared/contracts';
import type { Transport } from '@careers/shared/transport';

export type { CartOperation as JobCartOperation, JobCartData, JobCartItem } from '@careers/shared/contracts';

export const JOB_CART_PATH = '/api/pcsx/job_cart';

// Spec §7: the cart is read from data.jobCartData. The transport already refuses non-2xx answers; a 2xx
// body without the cart is treated as a failure too, so a broken answer never empties the panel.
function readCart(response: Partial<JobCartResponse> | undefined): JobCartData {
  const cart = response?.data?.jobCartData;
  if (!cart || !Array.isArray(cart.items) || !Array.isArray(cart.invalidPositionIds)) {
    throw new Error('Job cart response has no data.jobCartData');
  }
  return cart;
}

export async function fetchJobCart(transport: Transport, domain: string): Promise<JobCartData> {
  return readCart(await transport.get<JobCartResponse>(JOB_CART_PATH, { params: { domain } }));
}

/** Adds or removes positions; the answer is the whole cart after the change. */
export async function updateJobCart(transport: Transport, domain: string, ids: number[], operation: CartOperation): Promise<JobCartData> {
  // Spec §7: pids go as strings (the server reads them as numbers).
  const body = { pids: ids.map(String), operation, domain };
  return readCart(await transport.post<JobCartResponse>(JOB_CART_PATH, body));
}
