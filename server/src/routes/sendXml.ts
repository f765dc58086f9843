import type { FastifyReply, FastifyRequest } from 'fastify';
import { acceptedEncoding, varyOnEncoding } from '../plugins/compression';
import type { EncodedXml, XmlEncoding } from '../services/sitemaps/builtSitemaps';

const XML_ENCODINGS: XmlEncoding[] = ['br', 'gzip'];

/** brotli or gzip as the client accepts them (by the RFC: `*` never stands for a coding it refused), else none. */
export function xmlEncodingFor(request: FastifyRequest): XmlEncoding | null {
  if (request.headers['x-no-compression'] !== undefined) return null;
  return acceptedEncoding(request.headers['accept-encoding'], XML_ENCODINGS);
}

/** Marks the answer (a 304 too) as depending on Accept-Encoding. */
export function varyXml(reply: FastifyReply): FastifyReply {
  return reply.header('vary', varyOnEncoding(reply.getHeader('vary')));
}

/**
 * Sends XML built before (encodedXml), with its Content-Encoding. The compression plugin leaves XML alone
 * (it compresses JSON and HTML built in memory), and a reply that names its Content-Encoding is left
 * alone by it anyway.
 */
export function sendXml(reply: FastifyReply, xml: EncodedXml): FastifyReply {
  varyXml(reply).type('application/xml; charset=utf-8');
  if (xml.encoding) reply.header('content-encoding', xml.encoding);
  return reply.send(xml.body);
}
