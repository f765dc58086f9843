import type { OfferStatus } from '@careers/shared/contracts';

type Tone = 'info' | 'success' | 'muted' | 'warning';
const TONES: Record<OfferStatus, Tone> = { Extended: 'info', Accepted: 'success', Declined: 'muted', Canceled: 'muted', Expired: 'warning' };

/** The colour of an offer's status label. */
export const statusTone = (status: OfferStatus): Tone => TONES[status];
