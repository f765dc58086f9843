import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { crossOriginFiles } from './crossOriginFiles';

const NOT_BUILT = '/* embed.js is not built: run npm start */\n';

/**
 * The widget loader other sites include with one script tag. Its URL never changes, so it is
 * cached briefly (not immutable) and a new build reaches embedding pages within minutes.
 * Any page may load it: the credentialed API calls it makes are what the CORS allow-list guards.
 */
export async function embedRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const dist = path.join(ctx.config.repoRoot, 'shell', 'dist');

  // Short-lived: a new build reaches embedding pages within minutes.
  await crossOriginFiles(app, { root: dist, cacheControl: 'public, max-age=300' });

  // No rate limit: every page view of every embedding page fetches it, like a build file.
  app.get('/embed.js', { config: { rateLimit: false } }, async (_request, reply) => {
    if (!fs.existsSync(path.join(dist, 'embed.js'))) {
      return reply.code(503).type('text/javascript; charset=utf-8').header('cache-control', 'no-store').header('access-control-allow-origin', '*').header('cross-origin-resource-policy', 'cross-origin').send(NOT_BUILT);
    }
    return reply.sendFile('embed.js');
  });
}
