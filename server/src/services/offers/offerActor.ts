import type { Candidate } from '../candidates';

/**
 * Who acts on offers: the logged-in candidate of the request's company, with what the audit log
 * records of every event (address and user agent). Every offer query is scoped by `domain` and
 * `candidateId`: another candidate's or company's offer is simply not found.
 */
export interface OfferActor {
  domain: string;
  candidateId: number;
  /** First and last name as the profile has them; '' when the profile has none. */
  fullName: string;
  email: string;
  ip: string;
  userAgent: string;
}

/** The actor for a candidate's request, from where it came (address and User-Agent header). */
export function offerActor(candidate: Candidate, from: { ip: string; userAgent: string | undefined }): OfferActor {
  return {
    domain: candidate.domain,
    candidateId: candidate.id,
    fullName: `${candidate.firstName} ${candidate.lastName}`.replace(/\s+/g, ' ').trim(),
    email: candidate.email,
    ip: from.ip,
    // Kept as sent but bounded: it goes into every audit entry.
    userAgent: (from.userAgent ?? '').slice(0, 512),
  };
}
