import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { detectKind, type FileKind } from '../forms/fileContent';

/** Bytes enough to tell every supported kind by its signature (see fileContent.ts). */
const HEAD_BYTES = 8;

/** Thrown through the stream when the bytes are not of the kind the file's name claims. */
export class WrongContentError extends Error {
  override name = 'WrongContentError';
}

/**
 * Passes an upload through while it streams: counts its bytes, hashes them (SHA-256) and checks, as
 * early as the bytes allow, that they are of the kind the name claims — a "resume.pdf" that starts
 * like an executable is stopped at its first chunk, not after 10 MB. Plain text is decoded as it
 * comes (valid UTF-8, no NUL). Containers (docx, doc) are checked again whole, once stored.
 */
export class ContentSniffer extends Transform {
  bytes = 0;
  private readonly hash = createHash('sha256');
  private head = Buffer.alloc(0);
  private decided = false;
  private readonly text = new TextDecoder('utf-8', { fatal: true });

  constructor(private readonly claimed: FileKind) {
    super();
  }

  get sha256(): string {
    return this.hash.digest('hex');
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.bytes += chunk.length;
    this.hash.update(chunk);
    try {
      if (!this.decided) {
        this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES)]).subarray(0, HEAD_BYTES);
        if (this.head.length >= HEAD_BYTES) this.decide();
      }
      if (this.claimed === 'txt') this.readText(chunk, true);
    } catch (error) {
      done(error as Error);
      return;
    }
    done(null, chunk);
  }

  override _flush(done: TransformCallback): void {
    try {
      if (!this.decided) this.decide();
      if (this.claimed === 'txt') this.readText(Buffer.alloc(0), false);
      done();
    } catch (error) {
      done(error as Error);
    }
  }

  private decide(): void {
    this.decided = true;
    if (this.claimed === 'txt') return;
    // Signatures only: a zip is a docx and an OLE file a .doc only after the whole-file check.
    const kind = signatureKind(this.head);
    if (kind !== this.claimed) throw new WrongContentError(`bytes of ${kind ?? 'no known kind'} named as ${this.claimed}`);
  }

  private readText(chunk: Buffer, more: boolean): void {
    if (chunk.includes(0)) throw new WrongContentError('a NUL byte in text');
    try {
      this.text.decode(chunk, { stream: more });
    } catch {
      throw new WrongContentError('text that is not UTF-8');
    }
  }
}

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const starts = (bytes: Uint8Array, sig: readonly number[]) => bytes.length >= sig.length && sig.every((b, i) => bytes[i] === b);

/** The kind the first bytes announce; zip → docx and OLE → doc are only the candidates. */
function signatureKind(head: Uint8Array): FileKind | null {
  if (starts(head, ZIP)) return 'docx';
  if (starts(head, OLE)) return 'doc';
  const kind = detectKind(head);
  return kind === 'txt' ? null : kind;
}
