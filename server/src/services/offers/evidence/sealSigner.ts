import { constants, createPrivateKey, privateEncrypt, type KeyObject } from 'node:crypto';
import { Signer } from '@signpdf/signpdf';
import forge from 'node-forge';

// The DER prefix of a DigestInfo naming SHA-256 (RFC 8017 §9.2 note 1): prefix + 32-byte digest is what
// RSASSA-PKCS1-v1_5 pads and signs.
const SHA256_DIGEST_INFO = Buffer.from('3031300d060960864801650304020105000420', 'hex');

/**
 * A node-forge private key whose one operation, RSASSA-PKCS1-v1_5 over the digest forge computed, is
 * done by node:crypto (forge passes its message digest object; the signature comes back as a binary string).
 */
export function nativeRsaKey(key: KeyObject): forge.pki.rsa.PrivateKey {
  return {
    sign: (md: forge.md.MessageDigest) =>
      privateEncrypt({ key, padding: constants.RSA_PKCS1_PADDING }, Buffer.concat([SHA256_DIGEST_INFO, Buffer.from(md.digest().getBytes(), 'binary')])).toString('binary'),
  } as unknown as forge.pki.rsa.PrivateKey;
}

/**
 * @signpdf's signer for the installation's seal: the PKCS#7 detached signature that
 * @signpdf/signer-p12 makes (node-forge, SHA-256, the same signed attributes: content type, signing
 * time, message digest), with the one RSA operation done by node:crypto. forge's pure-JavaScript RSA
 * took 2.6 s a signature on this project's 2-core machines (the P12 signer, which also decrypts the
 * PKCS#12 on every call, 3.7 s); node:crypto takes milliseconds, and the result is the same bytes.
 */
export class SealSigner extends Signer {
  private readonly key: KeyObject;

  constructor(privateKeyPem: string, private readonly certificate: forge.pki.Certificate) {
    super();
    this.key = createPrivateKey(privateKeyPem);
  }

  override async sign(pdfBuffer: Buffer, signingTime?: Date): Promise<Buffer> {
    const p7 = forge.pkcs7.createSignedData();
    p7.content = forge.util.createBuffer(pdfBuffer.toString('binary'));
    p7.addCertificate(this.certificate);
    p7.addSigner({
      key: nativeRsaKey(this.key),
      certificate: this.certificate,
      digestAlgorithm: forge.pki.oids.sha256 ?? '2.16.840.1.101.3.4.2.1',
      authenticatedAttributes: [
        { type: forge.pki.oids.contentType ?? '1.2.840.113549.1.9.3', value: forge.pki.oids.data ?? '1.2.840.113549.1.7.1' },
        // forge's typings want a string; it encodes a Date as UTCTime.
        { type: forge.pki.oids.signingTime ?? '1.2.840.113549.1.9.5', value: (signingTime ?? new Date()) as unknown as string },
        { type: forge.pki.oids.messageDigest ?? '1.2.840.113549.1.9.4' },
      ],
    });
    p7.sign({ detached: true });
    return Buffer.from(forge.asn1.toDer(p7.toAsn1()).getBytes(), 'binary');
  }
}
