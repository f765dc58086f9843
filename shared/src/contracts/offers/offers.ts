import { Type, type Static } from '@sinclair/typebox';
import { DomainField, Nullable, RowId, StringEnum } from '../schemaParts';

// The offers API (spec §3 Offer / Offer document, §4 Offers, §7 Offers). Where the spec says "not
// shown" (the bodies of accept, decline and esign_status, the one-document call, the file link, the
// audit and verify calls), this is the design; the README's API section documents it.

/** Stored offer statuses; `status` in answers is the displayed one (Expired once `expires_at` has passed). */
export const OFFER_STATUSES = ['Extended', 'Declined', 'Accepted', 'Canceled', 'Expired'] as const;
export type OfferStatus = (typeof OFFER_STATUSES)[number];

export const OFFER_DOCUMENT_STATUSES = ['Pending', 'Signed', 'Unsigned'] as const;
export type OfferDocumentStatus = (typeof OFFER_DOCUMENT_STATUSES)[number];

/** The most bytes a signed PDF upload may have (10 MiB). */
export const MAX_SIGNED_PDF_BYTES = 10 * 1024 * 1024;

/** One document of an offer (spec §3 Offer document). */
export const OfferDocument = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  status: StringEnum(OFFER_DOCUMENT_STATUSES),
  signed: Type.Boolean(),
  /** Whether this is the offer letter: signing it accepts the offer. */
  is_letter: Type.Boolean(),
  /**
   * The e-signature provider's signing page for this document (absolute, on the provider's own
   * origin; messages are accepted from `new URL(url).origin` only). Null when the document is signed
   * in the embedded PDF flow, and once it is signed.
   */
  url: Nullable(Type.String()),
  /** The PDF as base64: only in the one-document answer (GET /api/offer/offers/{id}/{documentId}); null in lists. */
  b64_string: Nullable(Type.String()),
  /**
   * The authenticated link to the PDF (the signed copy once signed): `/api/offer/offers/{id}/{documentId}/file`,
   * `?download=1` for an attachment. Null when the document has no PDF.
   */
  s3_path: Nullable(Type.String()),
  /** ISO-8601 UTC. */
  updated_at: Type.String(),
  expires_at: Nullable(Type.String()),
});
export type OfferDocument = Static<typeof OfferDocument>;

/** An offer as the API answers it (spec §3 Offer). */
export const Offer = Type.Object({
  id: Type.Integer(),
  /** The displayed status: Expired when `expires_at` is earlier than now, whatever is stored (spec §4). */
  status: StringEnum(OFFER_STATUSES),
  /** Whether the candidate has signed the offer (its letter). */
  signed: Type.Boolean(),
  /** Extended, unexpired and unsigned: the only state in which accept, decline and signing are allowed. */
  actionable: Type.Boolean(),
  updated_at: Type.String(),
  expires_at: Nullable(Type.String()),
  position: Type.Object({ id: Type.Integer(), name: Type.String() }),
  offer_documents: Type.Array(OfferDocument),
});
export type Offer = Static<typeof Offer>;

/** GET /api/offer/offers: the candidate's offers in the company, most recently updated first. */
export const OffersResponse = Type.Object({ offers: Type.Array(Offer) });
export type OffersResponse = Static<typeof OffersResponse>;

export const OfferQuery = Type.Object({ domain: Type.Optional(DomainField) });
export type OfferQuery = Static<typeof OfferQuery>;

export const OfferParams = Type.Object({ id: RowId });
export type OfferParams = Static<typeof OfferParams>;

export const OfferDocumentParams = Type.Object({ id: RowId, documentId: RowId });
export type OfferDocumentParams = Static<typeof OfferDocumentParams>;

/** GET /api/offer/offers/{id}/{documentId}: the offer and the document with its bytes in `b64_string`. */
export const OfferDocumentResponse = Type.Object({ offer: Offer, document: OfferDocument });
export type OfferDocumentResponse = Static<typeof OfferDocumentResponse>;

/**
 * The answer of accept, decline and document accept: the offer as it is now. `changed` is false when
 * the call found the offer already in the state it asks for (a repeat), or when the answer is the
 * stored answer of an earlier call with the same `Idempotency-Key`.
 * A call the offer's state does not allow answers 409 `{ error: { code: 'offer_not_actionable', message } }`,
 * the message naming the current state ('This offer has been declined.').
 */
export const OfferActionResponse = Type.Object({ offer: Offer, changed: Type.Boolean() });
export type OfferActionResponse = Static<typeof OfferActionResponse>;

export const ESIGN_STATES = ['signed', 'rejected', 'waiting'] as const;
export type EsignState = (typeof ESIGN_STATES)[number];

/**
 * POST /api/offer/offers/{id}/{documentId}/esign_status: what the e-signature provider recorded for the
 * document, applied to it (signed → the document Signed; rejected → the offer Declined); `waiting`
 * when the provider has recorded nothing yet.
 */
export const EsignStatusResponse = Type.Object({ offer: Offer, document: OfferDocument, esign: StringEnum(ESIGN_STATES) });
export type EsignStatusResponse = Static<typeof EsignStatusResponse>;

export const OFFER_EVENTS = ['viewed', 'downloaded', 'signed', 'uploaded', 'declined', 'esigned', 'esign_rejected', 'accepted'] as const;
export type OfferEventName = (typeof OFFER_EVENTS)[number];

export const OFFER_AUDIT_STATUSES = ['intact', 'altered', 'unverifiable'] as const;
/**
 * Why an entry is not intact: 'hash' (its hash does not match its fields: under its key, or under the
 * earlier SHA-256 rule for one without a key), 'link' (its prev_hash is not the hash of the entry
 * before: one was deleted, inserted or reordered), 'unkeyed' (it has no key id: written before keyed evidence and not re-sealed, or written without a key since),
 * 'unknown_key' (keyed with a key this server does not hold).
 */
export const OFFER_AUDIT_REASONS = ['hash', 'link', 'unkeyed', 'unknown_key'] as const;

/** One audit-log entry as the audit call shows it. */
export const OfferAuditEntry = Type.Object({
  id: Type.Integer(),
  event: StringEnum(OFFER_EVENTS),
  document_id: Nullable(Type.Integer()),
  at: Type.String(),
  ip: Type.String(),
  user_agent: Type.String(),
  sha256_before: Nullable(Type.String()),
  sha256_after: Nullable(Type.String()),
  prev_hash: Type.String(),
  hash: Type.String(),
  /** Whether the entry checks: status 'intact'. */
  intact: Type.Boolean(),
  /** The id of the evidence key its hash was made with; null for an entry without one (not trusted). */
  key_id: Nullable(Type.String()),
  /** 'intact': its HMAC and link check under a key this server holds; 'altered': they do not; 'unverifiable': keyed with a key this server does not hold. */
  status: StringEnum(OFFER_AUDIT_STATUSES),
  /** Why it is not intact (null when it is): see OFFER_AUDIT_REASONS. */
  reason: Nullable(StringEnum(OFFER_AUDIT_REASONS)),
  /** For an entry written before keyed evidence and re-sealed under the key: when (ISO 8601); null otherwise. */
  resealed_at: Nullable(Type.String()),
  /** A sentence on the entry's history or problem (re-sealed, without a key, unknown key); null when there is nothing to say. */
  note: Nullable(Type.String()),
});
export type OfferAuditEntry = Static<typeof OfferAuditEntry>;

/**
 * GET /api/offer/offers/{id}/audit: the offer's audit log re-checked. `intact` only when every entry
 * checks under a key this server holds; `altered` lists the ids of entries that fail; `verifiable` is
 * false when some entry was keyed with a key this server does not hold (`unknown_key_ids`); `message`
 * says the outcome in a sentence.
 */
export const OfferAuditResponse = Type.Object({
  intact: Type.Boolean(),
  altered: Type.Array(Type.Integer()),
  verifiable: Type.Boolean(),
  unknown_key_ids: Type.Array(Type.String()),
  message: Type.String(),
  entries: Type.Array(OfferAuditEntry),
});
export type OfferAuditResponse = Static<typeof OfferAuditResponse>;

/**
 * POST /api/offer/verify (multipart `file`, no login): whether the PDF carries this site's seal and is
 * unaltered since. `message` is the sentence the verify page shows.
 */
export const VerifyPdfResponse = Type.Object({
  signed_by_this_site: Type.Boolean(),
  unaltered: Type.Boolean(),
  message: Type.String(),
  /** When the seal was applied (ISO-8601), if there is one of ours. */
  signed_at: Nullable(Type.String()),
  document_name: Nullable(Type.String()),
});
export type VerifyPdfResponse = Static<typeof VerifyPdfResponse>;
