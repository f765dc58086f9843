import { createPrivateKey, createPublicKey, generateKeyPair, randomBytes, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';
import type { DialectAdapter } from 'kysely';
import forge from 'node-forge';
import type { Db, Tx } from '../../../db/database';
import { evidenceKeyring } from '../../evidenceKeys';
import { SealKeyError, unwrapSealKey, wrapSealKey } from './sealKeyWrap';
import { nativeRsaKey, SealSigner } from './sealSigner';

/** The installation's seal: the key pair and self-signed certificate every instance signs PDFs with. */
export interface SigningKey {
  certificatePem: string;
  certificate: forge.pki.Certificate;
  /** The certificate's public key, for checking signatures. */
  publicKey: KeyObject;
  /** Signs with this key for @signpdf. */
  signer: SealSigner;
}

/** Who the seal says it is: the product, since one installation serves every company it hosts. */
const SEAL_SUBJECT = [
  { shortName: 'CN', value: 'Careers Platform document seal' },
  { shortName: 'O', value: 'Careers Platform' },
  { shortName: 'OU', value: 'Signed job offers' },
];
const VALID_YEARS = 30;

// A Kysely instance hands its one adapter to each of its transactions: keyed by it, a key found
// through a transaction is cached for the database it belongs to (and tests' databases stay apart).
const cache = new WeakMap<DialectAdapter, SigningKey>();
const loading = new WeakMap<DialectAdapter, Promise<SigningKey>>();
const generateRsa = promisify(generateKeyPair);

/**
 * The installation's signing key, created on first use. Creation is insert-if-absent (`signing_keys`
 * has one row, id 1) and then read back, so instances racing to create it all end with the row that
 * won, on both engines; in one process concurrent first calls share one attempt.
 *
 * The private key is stored only wrapped under the evidence keys (sealKeyWrap.ts), which the database
 * does not hold. A row that does not open (another installation's keys, a key pair or certificate
 * put in by SQL, a key left in clear) throws SealKeyError and is never replaced: replacing it would
 * hand the seal to whoever can write the database.
 *
 * Only a key read outside a transaction is cached: one created inside the caller's transaction
 * disappears if that transaction rolls back (and with it every PDF it sealed), and must not outlive it
 * in memory. The next call outside reads the committed row.
 */
export async function signingKey(db: Db | Tx): Promise<SigningKey> {
  const adapter = db.getExecutor().adapter;
  const cached = cache.get(adapter);
  if (cached) return cached;
  if (db.isTransaction) return loadOrCreate(db);
  let pending = loading.get(adapter);
  if (!pending) {
    pending = loadOrCreate(db).then(
      (key) => {
        cache.set(adapter, key);
        loading.delete(adapter);
        return key;
      },
      (error: unknown) => {
        loading.delete(adapter);
        throw error;
      },
    );
    loading.set(adapter, pending);
  }
  return pending;
}

async function loadOrCreate(db: Db | Tx): Promise<SigningKey> {
  const stored = await readRow(db);
  if (stored) return stored;
  const { certificate_pem, created_at, ...secrets } = await createKeyMaterial(new Date());
  const wrapped = wrapSealKey(evidenceKeyring(db).current, 1, certificate_pem, secrets);
  await db.insertInto('signing_keys').values({ id: 1, certificate_pem, created_at, ...wrapped }).onConflict((oc) => oc.column('id').doNothing()).execute();
  const winner = await readRow(db);
  if (!winner) throw new Error('The signing key could not be stored.');
  return winner;
}

async function readRow(db: Db | Tx): Promise<SigningKey | null> {
  const row = await db.selectFrom('signing_keys').select(['id', 'certificate_pem', 'key_id', 'wrapped_key']).where('id', '=', 1).executeTakeFirst();
  if (!row) return null;
  if (row.key_id === null || row.wrapped_key === null) {
    throw new SealKeyError(
      "The document seal's private key is stored in clear in signing_keys: only the start that upgrades the database (migration 027) wraps such a row, any other was put there outside this site (README: Evidence keys). Sealing is refused.",
    );
  }
  const { private_key_pem: privateKeyPem } = unwrapSealKey(evidenceKeyring(db), row.id, row.certificate_pem, { key_id: row.key_id, wrapped_key: row.wrapped_key });
  const certificate = forge.pki.certificateFromPem(row.certificate_pem);
  return {
    certificatePem: row.certificate_pem, certificate, publicKey: createPublicKey(row.certificate_pem), signer: new SealSigner(privateKeyPem, certificate),
  };
}

/**
 * A fresh RSA 2048 key pair (node:crypto, off the event loop) and its self-signed certificate
 * (node-forge), also as PKCS#12 with an empty passphrase: the bundle PDF tools and
 * @signpdf/signer-p12 import, kept for an administrator who wants to sign or inspect with them.
 */
export async function createKeyMaterial(now: Date, subject = SEAL_SUBJECT): Promise<{ private_key_pem: string; certificate_pem: string; p12_base64: string; created_at: string }> {
  const { privateKey: privateKeyPem } = await generateRsa('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  const privateKey = forge.pki.privateKeyFromPem(privateKeyPem) as forge.pki.rsa.PrivateKey;
  const publicKey = forge.pki.setRsaPublicKey(privateKey.n, privateKey.e);
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  // A positive serial: 16 random bytes with the top bit clear.
  const serial = randomBytes(16);
  serial[0] = (serial[0] ?? 0) & 0x7f;
  cert.serialNumber = serial.toString('hex');
  // A day's grace before now, for readers whose clocks run behind.
  cert.validity.notBefore = new Date(now.getTime() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(now.getTime());
  cert.validity.notAfter.setUTCFullYear(now.getUTCFullYear() + VALID_YEARS);
  cert.setSubject(subject);
  cert.setIssuer(subject);
  cert.setExtensions([
    { name: 'basicConstraints', cA: false },
    { name: 'keyUsage', digitalSignature: true, nonRepudiation: true },
    { name: 'subjectKeyIdentifier' },
  ]);
  cert.sign(nativeRsaKey(createPrivateKey(privateKeyPem)), forge.md.sha256.create());
  const p12 = forge.pkcs12.toPkcs12Asn1(privateKey, [cert], '', { algorithm: '3des', friendlyName: 'careers-seal' });
  return {
    private_key_pem: privateKeyPem,
    certificate_pem: forge.pki.certificateToPem(cert),
    p12_base64: Buffer.from(forge.asn1.toDer(p12).getBytes(), 'binary').toString('base64'),
    created_at: now.toISOString(),
  };
}
