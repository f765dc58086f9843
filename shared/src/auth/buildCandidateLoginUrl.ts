export interface CandidateLoginUrlOptions {
  /** The company domain (group id). */
  domain: string;
  /** Position ids the visitor was looking at. */
  pids?: Array<string | number>;
  microsite?: string;
  /** Interface language, e.g. 'es'. */
  hl?: string;
  /** Where to return after login. */
  next: string;
}

/**
 * Builds the candidate-login address (spec §2); empty optional parts are left out.
 * @example buildCandidateLoginUrl({ domain: 'acme.com', pids: [1, 2], next: '/careers/job/1' })
 * // '/candidate/login?domain=acme.com&pid=1,2&next=%2Fcareers%2Fjob%2F1'
 */
export function buildCandidateLoginUrl({ domain, pids = [], microsite, hl, next }: CandidateLoginUrlOptions): string {
  const parts = [`domain=${encodeURIComponent(domain)}`];
  // Each id is encoded but the separating commas are not, so the server sees pid=1,2.
  if (pids.length > 0) parts.push(`pid=${pids.map((id) => encodeURIComponent(String(id))).join(',')}`);
  if (microsite) parts.push(`microsite=${encodeURIComponent(microsite)}`);
  if (hl) parts.push(`hl=${encodeURIComponent(hl)}`);
  parts.push(`next=${encodeURIComponent(next)}`);
  return `/candidate/login?${parts.join('&')}`;
}
