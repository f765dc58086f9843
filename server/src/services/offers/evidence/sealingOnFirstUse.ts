import type { Db, Tx } from '../../../db/database';
import type * as Sealing from './sealSignedPdf';
import type * as Verifying from './verifySealedPdf';

// Sealing and verifying a signed PDF need pdf-lib, @signpdf and node-forge (~200 modules). Only offer
// signing and the verify page use them, so they load with the first such request (issue 26: modules
// loaded at start stay on the heap every garbage collection marks). `require` caches the module.

/** sealSignedPdf (sealSignedPdf.ts), its libraries loaded on the first call. */
export async function sealSignedPdf(db: Db | Tx, input: Sealing.SealInput): Promise<Buffer> {
  return (require('./sealSignedPdf') as typeof Sealing).sealSignedPdf(db, input);
}

/** verifySealedPdf (verifySealedPdf.ts), its libraries loaded on the first call. */
export async function verifySealedPdf(db: Db, pdf: Buffer): ReturnType<typeof Verifying.verifySealedPdf> {
  return (require('./verifySealedPdf') as typeof Verifying).verifySealedPdf(db, pdf);
}
