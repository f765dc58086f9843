import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { COMPRESS_THRESHOLD, ON_THE_FLY_BROTLI_QUALITY } from '../plugins/compression';
import type { EncodedXml, XmlEncoding } from '../services/sitemaps/builtSitemaps';

/**
 * XML written piece by piece, as bytes in `encoding`. Compressed by a zlib stream, whose work runs in
 * the thread pool, not on the event loop; the plain text of a compressed sitemap (6.2 MB for 50,000 jobs)
 * never sits in memory whole. Like the rest of the site (COMPRESS_THRESHOLD), a text under 1 KB goes as it
 * is: compressing it saves less than a packet.
 */
export async function encodedXml(pieces: AsyncIterable<string> | Iterable<string>, encoding: XmlEncoding | null): Promise<EncodedXml> {
  // The plain bytes are kept when they are the answer, or while they may still be under the threshold.
  let plain: Buffer[] | null = [];
  let plainBytes = 0;
  async function* bytes(): AsyncGenerator<Buffer> {
    for await (const piece of pieces) {
      const chunk = Buffer.from(piece, 'utf8');
      plainBytes += chunk.length;
      if (encoding !== null && plainBytes >= COMPRESS_THRESHOLD) plain = null;
      plain?.push(chunk);
      yield chunk;
    }
  }
  const compressed: Buffer[] = [];
  const collect = async (source: AsyncIterable<Buffer>) => {
    for await (const chunk of source) compressed.push(chunk);
  };
  if (encoding === null) await collect(bytes());
  else await pipeline(Readable.from(bytes()), compressorFor(encoding), collect);
  if (plain !== null) return { body: Buffer.concat(plain), encoding: null };
  return { body: Buffer.concat(compressed), encoding };
}

function compressorFor(encoding: XmlEncoding) {
  return encoding === 'br'
    ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
    : createGzip({ level: 6 });
}
