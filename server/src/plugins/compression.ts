import compress from '@fastify/compress';
import type { FastifyInstance, FastifyRequest, onSendHookHandler } from 'fastify';
import { constants } from 'node:zlib';

/**
 * Answers smaller than this go as they are. Below about 1 KB compression saves less than a TCP packet
 * (and brotli's framing, or gzip's 18 bytes, eat part of the gain), while every answer still pays the
 * compressor's set-up; /healthz and most small API answers stay plain and cost nothing more.
 */
export const COMPRESS_THRESHOLD = 1024;

/**
 * Brotli quality for answers compressed on the fly. Measured on a 58 KB search answer (README, "Compressed
 * answers"): quality 4 wrote 18.6 % of the bytes in 1.09 ms of CPU, gzip level 6 19.1 % in 1.18 ms; 5 and 6
 * cost 1.6x more for 1 point, 9 fifteen times more for none. Cached search answers are compressed once,
 * harder (services/search/searchAnswerBrotli.ts).
 */
export const ON_THE_FLY_BROTLI_QUALITY = 4;

/**
 * Answers up to this size are compressed in one call (@fastify/compress's `syncThreshold`) rather than through
 * a compression stream. The plugin's default on a 2-core machine is 8 KB, so every uncached search answer
 * (12-67 KB at 100,000 positions) went through a stream: a Readable over the answer, a peek Transform that
 * copies it whole, a brotli stream with its 16 KB output buffer and its native context. That garbage outlived
 * scavenges and waited for full collections: over the 16 uncached searches of `pnpm bench search` 200 times
 * each, 14 and 14 Mark-Compacts (91 and 93 scavenges) with the stream, 10 and 10 (80 and 85) in one call
 * (README, Compressed answers). Brotli 4 compresses 128 KB in about 2 ms, so the event loop is never held long;
 * larger answers still stream.
 */
export const SYNC_COMPRESS_MAX = 128 * 1024;

// Only answers built in memory as JSON or HTML: the pages and the API. Files sent as streams (PDF
// downloads, uploads, build assets) go as they are: the build's assets are to be precompressed at build time
// and served by negotiation (the first-paint issue), not compressed per request.
const COMPRESSED_TYPE = /^(?:application\/json|text\/html)(?:;|$)/i;

// In the order the plugin prefers them when the client accepts several equally.
const ENCODINGS: ('br' | 'gzip' | 'deflate')[] = ['br', 'gzip', 'deflate'];

/**
 * The coding among `offered` (in the server's order of preference) that the client's Accept-Encoding
 * rates highest, or null for none (send it as it is). RFC 9110 §12.5.3: a coding named with q=0 is
 * refused, and `*` stands only for the codings the header does not name, so `gzip;q=0, *` means "anything
 * but gzip". @fastify/compress and @fastify/static read `*` as gzip (their getEncodingHeader), which turns
 * that refusal into gzip; routes that choose a coding themselves read it here.
 */
export function acceptedEncoding<E extends string>(header: string | undefined, offered: readonly E[]): E | null {
  if (header === undefined) return null;
  const rated = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim());
    if (name === '') continue;
    const q = params.find((p) => /^q\s*=/.test(p));
    const quality = q === undefined ? 1 : Number(q.replace(/^q\s*=\s*/, ''));
    rated.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(quality) ? quality : 0);
  }
  let best: E | null = null;
  let bestQuality = 0;
  for (const coding of offered) {
    const quality = rated.get(coding) ?? rated.get('*') ?? 0;
    if (quality > bestQuality) [best, bestQuality] = [coding, quality];
  }
  return best;
}

/**
 * Accept-Encoding with `*` spelled out: each coding of ENCODINGS the header does not name, at `*`'s quality
 * (none when that is 0). @fastify/compress and @fastify/static read `*` as gzip with no option to change
 * it (their getEncodingHeader), so `gzip;q=0, *` got gzip; spelled out, they choose as the RFC says.
 */
export function spelledOutWildcard(header: string): string {
  const parts = header.split(',').map((p) => p.trim()).filter((p) => p !== '');
  const nameOf = (part: string) => (part.split(';')[0] ?? '').trim().toLowerCase().replace(/^x-gzip$/, 'gzip');
  const wildcard = parts.find((p) => nameOf(p) === '*');
  if (wildcard === undefined) return header;
  const named = new Set(parts.map(nameOf));
  const quality = /;\s*q\s*=\s*([\d.]+)/i.exec(wildcard)?.[1] ?? '1';
  const added = Number(quality) > 0 ? ENCODINGS.filter((c) => !named.has(c)).map((c) => `${c};q=${quality}`) : [];
  return [...parts.filter((p) => nameOf(p) !== '*'), ...added].join(', ');
}

// Accept-Encoding values already read by wantsBrotli, with their answer. Parsing the header (splits, a
// regular expression per coding) was about 3 % of a cached search's CPU, and clients send a handful of
// distinct values (one per browser). Headers are not secrets; short ones only, at most BROTLI_KEPT
// (all forgotten when full, as requestLog's clean URLs: as good as an LRU for a hot set).
const BROTLI_KEPT = 256;
const BROTLI_MAX_LENGTH = 256;
const brotliAnswers = new Map<string, boolean>();
let acceptEncodingReads = 0;

/** How many Accept-Encoding values wantsBrotli has parsed (tests count work with it). */
export function acceptEncodingParses(): number {
  return acceptEncodingReads;
}

/** Whether the plugin would answer this request with brotli: a route may then send bytes it compressed before. */
export function wantsBrotli(headers: FastifyRequest['headers']): boolean {
  if (headers['x-no-compression'] !== undefined) return false;
  const header = headers['accept-encoding'];
  if (header === undefined) return false;
  const known = brotliAnswers.get(header);
  if (known !== undefined) return known;
  acceptEncodingReads++;
  // Read by the RFC (acceptedEncoding), as the plugin reads the header once its `*` is spelled out
  // (spelledOutWildcard, on every request): `br;q=0, *` gets no brotli, `gzip;q=0, *` gets brotli.
  const brotli = acceptedEncoding(header, ENCODINGS) === 'br';
  if (header.length <= BROTLI_MAX_LENGTH) {
    if (brotliAnswers.size >= BROTLI_KEPT) brotliAnswers.clear();
    brotliAnswers.set(header, brotli);
  }
  return brotli;
}

/** A Vary header value that adds Accept-Encoding to what the answer varies on already (CORS: Origin). */
export function varyOnEncoding(vary: unknown): string {
  const prior = Array.isArray(vary) ? vary.join(', ') : typeof vary === 'string' ? vary : '';
  if (prior === '') return 'accept-encoding';
  return /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(prior) ? prior : `${prior}, accept-encoding`;
}

const leaveAsTheyAre: onSendHookHandler = (request, reply, payload, done) => {
  if (isStream(payload) || !COMPRESSED_TYPE.test(String(reply.getHeader('content-type') ?? ''))) {
    request.headers['x-no-compression'] = '1';
  }
  done(null, payload);
};

function isStream(payload: unknown): boolean {
  return typeof payload === 'object' && payload !== null && typeof (payload as { pipe?: unknown }).pipe === 'function';
}

/**
 * On-the-fly compression of JSON and HTML answers of COMPRESS_THRESHOLD bytes or more for clients that
 * ask for it (Accept-Encoding; brotli first, then gzip), with `Vary: Accept-Encoding`. A route that sends
 * bytes already compressed sets Content-Encoding itself and the plugin leaves them alone.
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  // `*` spelled out before @fastify/compress and @fastify/static read it (see spelledOutWildcard); a header
  // without `*` (every browser's) is left untouched at the cost of one includes().
  app.addHook('onRequest', (request, _reply, done) => {
    const accepted = request.headers['accept-encoding'];
    if (accepted?.includes('*')) request.headers['accept-encoding'] = spelledOutWildcard(accepted);
    done();
  });
  // @fastify/compress also compresses streams and any type mime-db calls compressible (CSS, scripts,
  // text files): its documented per-request opt-out, `x-no-compression`, keeps those as they were. Added
  // to each route the plugin compresses, before its hook (this onRoute runs first); a route declared with
  // `compress: false` (/healthz) gets neither.
  app.addHook('onRoute', (route) => {
    if (route.compress === false) return;
    const own = route.onSend === undefined ? [] : Array.isArray(route.onSend) ? route.onSend : [route.onSend];
    route.onSend = [...own, leaveAsTheyAre];
  });
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD,
    syncThreshold: SYNC_COMPRESS_MAX,
    // zstd (which Chromium offers too) is left out: Node marks it experimental, and the cached search
    // answers, most of the bytes sent, are brotli (level 3 was 3.6x cheaper than brotli 4 but 11 % larger).
    // gzip and deflate for clients without brotli.
    encodings: ENCODINGS,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
    zlibOptions: { level: 6 },
    // Request bodies are not decompressed: no client of this API sends them compressed.
    globalDecompression: false,
  });
}
