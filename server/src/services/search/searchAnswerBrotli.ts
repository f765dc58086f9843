import { brotliCompress, constants } from 'node:zlib';

/**
 * Brotli quality for cached search answers: paid once per answer the cache keeps (in zlib's thread pool,
 * not on the event loop) and sent on every hit, so it is worth more than the on-the-fly quality.
 * 11 took several times as long as 9 for about 3 % fewer bytes on a 50 KB answer (README, "Compressed answers").
 */
export const CACHED_BROTLI_QUALITY = 9;

/**
 * A cached answer as a brotli stream that is flushed but not finished, per cached answer object: it lives
 * and goes with the answer in the answer cache (same entry, same LRU bound). Absent until compressed.
 */
const prefixes = new WeakMap<object, Buffer>();

/**
 * Compresses `text` (all of an answer but its last bytes) for `owner`, the cache entry it belongs to, in
 * the background. Until it is done, hits on that entry are sent plain (and compressed on the fly).
 */
export function precompress(owner: object, text: Buffer): void {
  brotliCompress(
    text,
    {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: CACHED_BROTLI_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
      // Flushed, not finished: the stream ends on a byte boundary and may go on (see brotliWithEnd).
      finishFlush: constants.BROTLI_OPERATION_FLUSH,
    },
    (error, prefix) => {
      // A failure only means this answer keeps being compressed on the fly.
      if (!error) prefixes.set(owner, prefix);
    },
  );
}

/** The compressed prefix kept for `owner`, if it is ready. */
export function precompressed(owner: object): Buffer | undefined {
  return prefixes.get(owner);
}

// The last meta-block of a brotli stream: ISLAST = 1, ISLASTEMPTY = 1, padded to the byte (RFC 7932 §9.2).
const LAST_EMPTY_METABLOCK = Buffer.from([0x03]);

/**
 * A whole brotli stream: a flushed `prefix` (from precompress) followed by `end` stored as it is, in an
 * uncompressed meta-block (RFC 7932 §9.2: ISLAST 0, MNIBBLES 4, MLEN − 1 in 16 bits, ISUNCOMPRESSED 1,
 * zero bits to the byte), then the empty last meta-block. This is how a cached answer gets its own
 * `tookMs` without any compression work per request. `end` is a few bytes (at most 65,536).
 */
export function brotliWithEnd(prefix: Buffer, end: Buffer): Buffer[] {
  const bits = ((end.length - 1) << 3) | (1 << 19);
  const header = Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]);
  return [prefix, header, end, LAST_EMPTY_METABLOCK];
}
