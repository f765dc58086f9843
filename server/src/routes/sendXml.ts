import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable, pipeline } from 'node:stream';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { ON_THE_FLY_BROTLI_QUALITY, varyOnEncoding } from '../plugins/compression';

/** brotli or gzip as the client accepts them (read as the compression plugin reads Accept-Encoding), else none. */
function encodingFor(request: FastifyRequest): 'br' | 'gzip' | null {
  const accepted = request.headers['accept-encoding'];
  if (accepted === undefined) return null;
  const chosen = negotiate(accepted.toLowerCase().replace(/\*|x-gzip/g, 'gzip'), ['br', 'gzip']);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}

/**
 * Sends XML written piece by piece (a sitemap of 50,000 jobs is never one string), compressed on the way
 * when the client accepts it. The compression plugin leaves streams and XML alone (it compresses JSON and
 * HTML built in memory), so a sitemap compresses itself, with the plugin's brotli quality; a reply that
 * names its Content-Encoding is left alone by the plugin.
 */
export function sendXml(request: FastifyRequest, reply: FastifyReply, pieces: AsyncIterable<string> | Iterable<string>): FastifyReply {
  reply.type('application/xml; charset=utf-8').header('vary', varyOnEncoding(reply.getHeader('vary')));
  const source = Readable.from(pieces);
  const encoding = request.method === 'HEAD' ? null : encodingFor(request);
  if (!encoding) return reply.send(source);
  const compressor =
    encoding === 'br'
      ? createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } })
      : createGzip({ level: 6 });
  // A failed read mid-way ends the answer cut short (its status is sent already); the error goes to the log.
  pipeline(source, compressor, (error) => error && request.log.error(error, 'sitemap stream failed'));
  return reply.header('content-encoding', encoding).send(compressor);
}
