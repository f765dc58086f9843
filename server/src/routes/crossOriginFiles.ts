import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Gives the caller's plugin scope `reply.sendFile` for build files any site may load (remotes, embed.js):
 * the build's brotli or gzip copy the browser accepts (shared/federation.cjs writes them; Vary set), else
 * the file; `cacheControl` as given, open to every origin, and loadable by other sites' <script> tags
 * (Helmet's default same-origin resource policy would stop them).
 */
export async function crossOriginFiles(app: FastifyInstance, { root, cacheControl }: { root?: string; cacheControl: string }): Promise<void> {
  await app.register(fastifyStatic, {
    ...(root ? { root } : {}),
    serve: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    preCompressed: true,
    setHeaders: (reply) => {
      reply.header('cache-control', cacheControl);
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });
}
