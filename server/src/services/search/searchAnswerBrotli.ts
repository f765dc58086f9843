import { brotliCompress, constants } from 'node:zlib';

/**
 * Brotli quality for cached search answers: paid once per answer (in zlib's thread pool, not on the event
 * loop) and sent on every hit. On the 16 answers of `pnpm bench search` (726 KB plain) quality 10 wrote
 * 15.5 % of the bytes in ~43 ms for a 58 KB answer; 11 the same bytes in twice the time; 5 to 9 about
 * 17.6 % (9 at 17 ms); on the fly, quality 4 makes 18.6 % in ~1.1 ms (README, "Compressed answers").
 */
const CACHED_BROTLI_QUALITY = 10;

/**
 * A cached answer as a brotli stream that is flushed but not finished, per cached answer object: it lives
 * and goes with the answer in the answer cache (same entry, same LRU bound). Absent until compressed.
 */
const prefixes = new WeakMap<object, Buffer>();

// One answer compresses at a time (a burst of searches must not queue seconds of compression in front of
// the file reads and other work of the thread pool's 4 threads, nor take both cores); the others wait
// here, newest kept, at most PENDING_MAX (a dropped one is asked for again on its next hit).
const PENDING_MAX = 64;
const pending = new Map<object, () => Buffer>();
let compressing = false;

/**
 * Compresses the text `textOf` gives (all of an answer but its last bytes) for `owner`, the cache entry it
 * belongs to, in the background, unless it is done or waiting already. Until it is done, hits on that
 * entry are sent plain (and compressed on the fly).
 */
export function precompress(owner: object, textOf: () => Buffer): void {
  if (prefixes.has(owner) || pending.has(owner)) return;
  pending.set(owner, textOf);
  if (pending.size > PENDING_MAX) pending.delete(pending.keys().next().value as object);
  if (!compressing) compressNext();
}

function compressNext(): void {
  const next = pending.entries().next();
  if (next.done) return;
  const [owner, textOf] = next.value;
  pending.delete(owner);
  compressing = true;
  const text = textOf();
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
      compressing = false;
      // A failure only means this answer keeps being compressed on the fly.
      if (!error) prefixes.set(owner, prefix);
      compressNext();
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
