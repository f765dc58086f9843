import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { crossOriginFiles } from './crossOriginFiles';
import { AppError } from '../errors';

const notFound = () => new AppError(404, 'not_found', 'Not found.');

/**
 * Remote discovery and hosting. `/remotes.json` says which build of each remote to load (never
 * cached); build folders are immutable, so their files are cached for a year and open to any origin,
 * which lets widgets load on other sites.
 */
export async function remotesRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  // Build folders never change: cached for a year.
  await crossOriginFiles(app, { cacheControl: 'public, max-age=31536000, immutable' });

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
