// The installation's evidence keys, kept outside the database: what keys the offer audit chain, wraps
// the PDF seal's private key and keys the log-in throttle's e-mail hashes (README: Evidence keys).
export {  evidenceMac, evidenceSubkey, EvidenceKeyError, newEvidenceKeyText, parseEvidenceKeys, randomEvidenceKeyring } from './evidenceKeyring';
export type { EvidenceKey, EvidenceKeyring,  } from './evidenceKeyring';
export { evidenceKeyring, useEvidenceKeyring } from './evidenceKeyRegistry';
export { EVIDENCE_KEY_FILE, loadEvidenceKeyring,  } from './loadEvidenceKeyring';
export type { EvidenceKeySource } from './loadEvidenceKeyring';
