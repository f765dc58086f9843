export { appendOfferEvent, READ_REPEAT_WINDOW_MS, type AppendOptions, type OfferEventInput } from './appendOfferEvent';
export { checkOfferAudit } from './checkOfferAudit';
export { resealLegacyOfferEvents, type ResealResult, type StartMigration } from './resealLegacyOfferEvents';
export { sealSignedPdf } from './sealSignedPdf';
export { sha256Hex } from './sha256Hex';
export { verifySealedPdf } from './verifySealedPdf';
export { SealKeyError } from './sealKeyWrap';
export { wrapSealKeyAtStart } from './wrapSealKeyAtStart';
