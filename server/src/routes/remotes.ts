import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { AppError } from '../errors';

const notFound = () => new AppError(404, 'not_found', 'Not found.');

/**
 * Remote discovery and hosting. `/remotes.json` says which build of each remote to load (never
 * cached); build folders are immutable, so their files are cached for a year and open to any origin,
 * which lets widgets load on other sites.
 */
export async function remotesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Only for reply.sendFile in this plugin's scope, with the headers every build file gets.
  await app.register(fastifyStatic, {
    serve: false,
    index: false,
    dotfiles: 'deny',
    cacheControl: false,
    // Brotli and gzip copies made by the build (shared/federation.cjs), chosen by Accept-Encoding (Vary set).
    preCompressed: true,
    setHeaders: (reply) => {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('access-control-allow-origin', '*');
      reply.header('cross-origin-resource-policy', 'cross-origin');
    },
  });

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    // Public information, and embedded widgets on other sites read it too.
    reply.header('access-control-allow-origin', '*');
    return ctx.remotes.list();
  });

  app.get<{ Params: { name: string; buildId: string; '*': string } }>('/remotes/:name/:buildId/*', async (request, reply) => {
    const { name, buildId } = request.params;
    const file = request.params['*'];
    const root = ctx.remotes.buildDir(name, buildId);
    if (!root || !file || !fs.existsSync(root)) throw notFound();
    // `send` resolves `file` inside `root` and refuses '..' and dotfiles: no way out of the build folder.
    return reply.sendFile(file, root);
  });
}
