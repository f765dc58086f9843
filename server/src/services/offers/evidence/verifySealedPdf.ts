import type { Db } from '../../../db/database';
import type { VerifyPdfResponse } from '@careers/shared/contracts/offers';
import { checkSignatures } from './pdfSignatures';
import { sha256Hex } from './sha256Hex';
import { signingKey } from './signingKey';

/** MM/DD/YYYY in UTC, the product's date format. */
function usDate(date: Date): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(date.getUTCMonth() + 1)}/${two(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

const VERIFY_MESSAGES = {
  unaltered: (date: string) => `This PDF was signed on this site on ${date} and has not been altered since.`,
  altered: "This PDF carries this site's seal but has been altered since it was signed.",
  foreign: 'This PDF was not signed by this site.',
};

/**
 * Whether `pdf` carries this installation's seal and is unaltered since (the verify page). Unaltered
 * takes three things: a signature made with this installation's key, whose signed digest matches the
 * bytes its range covers; a range covering the whole file (nothing appended after signing); and the
 * file's SHA-256 recorded in the audit log as the result of a signing (a PDF this site handed out).
 * The answer says nothing about any other file, offer or person. Only the file's last few signatures
 * are examined (pdfSignatures: MAX_SIGNATURES_EXAMINED), so a file stating many costs no more.
 */
export async function verifySealedPdf(db: Db, pdf: Buffer): Promise<VerifyPdfResponse> {
  const key = await signingKey(db);
  const ours = checkSignatures(pdf, key.publicKey).filter((check) => check.by === 'certificate');
  if (ours.length === 0) {
    return { signed_by_this_site: false, unaltered: false, message: VERIFY_MESSAGES.foreign, signed_at: null, document_name: null };
  }
  const whole = ours.find((check) => check.unaltered);
  const seal = whole ?? ours[ours.length - 1];
  const signedAt = seal?.signedAt ?? null;
  if (whole) {
    const recorded = await db
      .selectFrom('offer_events')
      .leftJoin('offer_documents', 'offer_documents.id', 'offer_events.document_id')
      .select(['offer_events.at', 'offer_documents.name'])
      .where('offer_events.sha256_after', '=', sha256Hex(pdf))
      .orderBy('offer_events.id', 'asc')
      .limit(1)
      .executeTakeFirst();
    if (recorded) {
      const at = whole.signedAt ?? new Date(recorded.at);
      return { signed_by_this_site: true, unaltered: true, message: VERIFY_MESSAGES.unaltered(usDate(at)), signed_at: at.toISOString(), document_name: recorded.name };
    }
  }
  return { signed_by_this_site: true, unaltered: false, message: VERIFY_MESSAGES.altered, signed_at: signedAt ? signedAt.toISOString() : null, document_name: null };
}
