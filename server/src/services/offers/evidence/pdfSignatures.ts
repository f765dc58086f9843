import { createHash, verify, type KeyObject } from 'node:crypto';
import forge from 'node-forge';

/** A signature field's byte range as a PDF states it: [start, length, start, length] around the hex Contents. */
export type ByteRange = [number, number, number, number];

/** What one signature in a PDF says, once checked against a certificate. */
export type SignatureCheck =
  | { by: 'other' }
  | {
      by: 'certificate';
      signedAt: Date | null;
      /**
       * It covers the whole file (nothing appended after signing) and its signed digest matches those
       * bytes. Only a range covering the whole file is hashed: any other cannot vouch for the file.
       */
      unaltered: boolean;
    };

const BYTE_RANGE = /\/ByteRange\s*\[\s*(\d{1,10})\s+(\d{1,10})\s+(\d{1,10})\s+(\d{1,10})\s*\]/g;
// A crafted file can state thousands of ranges, each making the verifier parse a signature and hash up
// to the whole file (16 pointing at a real seal in a 10 MiB file took 0.6-0.8 s a call). Repeats are
// dropped, at most MAX_RANGES_READ distinct ones are read and the last MAX_SIGNATURES_EXAMINED of them
// examined: a seal this site adds is written after any signature the signed upload already carried.
const MAX_RANGES_READ = 64;
const MAX_SIGNATURES_EXAMINED = 4;
const MAX_SIGNATURE_BYTES = 32 * 1024;
const OID = {
  sha256: forge.pki.oids.sha256 ?? '2.16.840.1.101.3.4.2.1',
  messageDigest: forge.pki.oids.messageDigest ?? '1.2.840.113549.1.9.4',
  signingTime: forge.pki.oids.signingTime ?? '1.2.840.113549.1.9.5',
};

/** The distinct byte ranges of the PDF's signatures, in file order (a later one was added by a later save). */
export function findByteRanges(pdf: Buffer): ByteRange[] {
  const text = pdf.toString('latin1');
  const found = new Map<string, ByteRange>();
  for (const match of text.matchAll(BYTE_RANGE)) {
    const range: ByteRange = [Number(match[1]), Number(match[2]), Number(match[3]), Number(match[4])];
    found.set(range.join(' '), range);
    if (found.size === MAX_RANGES_READ) break;
  }
  return [...found.values()];
}

/**
 * Checks the PDF's last MAX_SIGNATURES_EXAMINED distinct signatures against the installation's public
 * key, in file order; see checkSignature. Each signature's contents are parsed and verified once
 * however many ranges point at them, and only a range covering the whole file is hashed.
 */
export function checkSignatures(pdf: Buffer, publicKey: KeyObject): SignatureCheck[] {
  const signers = new Map<string, SignerInfo | null>();
  return findByteRanges(pdf)
    .slice(-MAX_SIGNATURES_EXAMINED)
    .map((range) => checkSignature(pdf, range, publicKey, signers));
}

/**
 * Checks one signature against the installation's public key: the PKCS#7 in its Contents (read with
 * node-forge) must be signed by that key over its signed attributes (checked by node:crypto: forge's
 * JavaScript RSA took 100-300 ms here), and, when the range covers the whole file, the attributes'
 * message digest is compared with the SHA-256 of the bytes the range covers. Anything malformed, or
 * signed by another key, is 'other'. `signers` remembers the signatures read so far by position.
 */
function checkSignature(pdf: Buffer, range: ByteRange, publicKey: KeyObject, signers = new Map<string, SignerInfo | null>()): SignatureCheck {
  const other = { by: 'other' } as const;
  const [start, firstLength, secondStart, secondLength] = range;
  if (start !== 0 || firstLength < 1 || secondStart <= firstLength + 1 || secondStart + secondLength > pdf.length) return other;
  if (pdf[firstLength] !== 0x3c || pdf[secondStart - 1] !== 0x3e) return other; // '<' … '>'
  const at = `${firstLength} ${secondStart}`;
  let signer = signers.get(at);
  if (signer === undefined) {
    signer = ourSigner(pdf.subarray(firstLength + 1, secondStart - 1), publicKey);
    signers.set(at, signer);
  }
  if (!signer) return other;
  const { messageDigest } = signer;
  const unaltered =
    secondStart + secondLength === pdf.length &&
    messageDigest !== null &&
    createHash('sha256').update(pdf.subarray(0, firstLength)).update(pdf.subarray(secondStart, secondStart + secondLength)).digest().equals(messageDigest);
  return { by: 'certificate', signedAt: signer.signingTime, unaltered };
}

/** The signer of the hex Contents `hexBytes` when it is a SHA-256 PKCS#7 signed with `publicKey`; null otherwise. */
function ourSigner(hexBytes: Buffer, publicKey: KeyObject): SignerInfo | null {
  const hex = hexBytes.toString('latin1');
  if (hex.length > 2 * MAX_SIGNATURE_BYTES || !/^[0-9a-fA-F]*$/.test(hex)) return null;
  const signer = signerOf(Buffer.from(hex, 'hex'));
  if (!signer || signer.digestAlgorithm !== OID.sha256) return null;
  return verifiesWith(publicKey, signer.signedAttributesDer, signer.signature) ? signer : null;
}

/** Whether `signature` is the key's RSASSA-PKCS1-v1_5 SHA-256 signature of `data` (binary strings; a malformed one is not). */
function verifiesWith(publicKey: KeyObject, data: string, signature: string): boolean {
  try {
    return verify('sha256', Buffer.from(data, 'binary'), publicKey, Buffer.from(signature, 'binary'));
  } catch {
    return false;
  }
}

interface SignerInfo {
  digestAlgorithm: string;
  /** The signed attributes as DER with their SET tag: the bytes the signature is over. */
  signedAttributesDer: string;
  signature: string;
  messageDigest: Buffer | null;
  signingTime: Date | null;
}

/** The first SignerInfo of a PKCS#7 SignedData (DER, possibly followed by the placeholder's zero padding). */
function signerOf(contents: Buffer): SignerInfo | null {
  const length = derLength(contents);
  if (length === null || length > contents.length) return null;
  try {
    const message = forge.pkcs7.messageFromAsn1(forge.asn1.fromDer(forge.util.createBuffer(contents.subarray(0, length).toString('binary'))));
    const infos = (message.rawCapture as { signerInfos?: forge.asn1.Asn1[] }).signerInfos;
    const info = infos?.[0];
    if (!info || !Array.isArray(info.value)) return null;
    const parts = info.value as forge.asn1.Asn1[];
    const digestAlgorithm = parts[2];
    const attributes = parts[3];
    const signature = parts[5];
    if (!digestAlgorithm || !attributes || !signature || attributes.tagClass !== forge.asn1.Class.CONTEXT_SPECIFIC || attributes.type !== 0) return null;
    if (!Array.isArray(attributes.value) || typeof signature.value !== 'string') return null;
    const algorithm = (digestAlgorithm.value as forge.asn1.Asn1[])[0];
    const signedSet = forge.asn1.create(forge.asn1.Class.UNIVERSAL, forge.asn1.Type.SET, true, attributes.value as forge.asn1.Asn1[]);
    return {
      digestAlgorithm: algorithm && typeof algorithm.value === 'string' ? forge.asn1.derToOid(algorithm.value) : '',
      signedAttributesDer: forge.asn1.toDer(signedSet).getBytes(),
      signature: signature.value,
      messageDigest: attributeValue(attributes.value as forge.asn1.Asn1[], OID.messageDigest, (value) => Buffer.from(value, 'binary')),
      signingTime: attributeValue(attributes.value as forge.asn1.Asn1[], OID.signingTime, (value) => forge.asn1.utcTimeToDate(value)),
    };
  } catch {
    return null;
  }
}

/** The first value of the attribute `oid` (Attribute ::= SEQUENCE { type OID, values SET }), read by `read`. */
function attributeValue<T>(attributes: forge.asn1.Asn1[], oid: string, read: (value: string) => T): T | null {
  for (const attribute of attributes) {
    const [type, values] = Array.isArray(attribute.value) ? (attribute.value as forge.asn1.Asn1[]) : [];
    if (!type || typeof type.value !== 'string' || forge.asn1.derToOid(type.value) !== oid) continue;
    const first = Array.isArray(values?.value) ? (values.value as forge.asn1.Asn1[])[0] : undefined;
    return first && typeof first.value === 'string' ? read(first.value) : null;
  }
  return null;
}

/** The length of the DER element at the start of `bytes` (a SEQUENCE), header included; null if it is not one. */
function derLength(bytes: Buffer): number | null {
  if (bytes.length < 2 || bytes[0] !== 0x30) return null;
  const first = bytes[1] ?? 0;
  if (first < 0x80) return 2 + first;
  const count = first & 0x7f;
  if (count < 1 || count > 3 || bytes.length < 2 + count) return null;
  let length = 0;
  for (let i = 0; i < count; i += 1) length = length * 256 + (bytes[2 + i] ?? 0);
  return 2 + count + length;
}
