export { appendOfferEvent, READ_REPEAT_WINDOW_MS,   } from './appendOfferEvent';
export { checkOfferAudit } from './checkOfferAudit';
export { resealLegacyOfferEvents, type ResealResult, type StartMigration } from './resealLegacyOfferEvents';
export { sealSignedPdf, verifySealedPdf } from './sealingOnFirstUse';
export { sha256Hex } from './sha256Hex';
export { SealKeyError } from './sealKeyWrap';
export { wrapSealKeyAtStart } from './wrapSealKeyAtStart';
