import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { STATIC_DIR } from '../paths';

// Webpack names built files with a content hash (main.3f2a9c.js): such a file never changes,
// so browsers may keep it for a year. Anything else is revalidated.
const HASHED = /\.[0-9a-f]{4,}\.[a-z0-9]+$/i;

/** /shell/* from the shell build and /static/* from the server's own files. */
export async function staticRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(fastifyStatic, {
    root: path.join(ctx.config.repoRoot, 'shell', 'dist'),
    prefix: '/shell/',
    // The shell may be built after the server starts.
    suppressWarning: true,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply, file) => {
      reply.header('cache-control', HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  await app.register(fastifyStatic, {
    root: STATIC_DIR,
    prefix: '/static/',
    decorateReply: false,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=3600'),
  });
}
