import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';

const NOT_BUILT = '/* embed.js is not built: run npm start */\n';

/**
 * The widget loader other sites include with one script tag. Its URL never changes, so it is
 * cached briefly (not immutable) and a new build reaches embedding pages within minutes.
 * Any page may load it: the credentialed API calls it makes are what the CORS allow-list guards.
 */
export async function embedRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const file = path.join(ctx.config.repoRoot, 'shell', 'dist', 'embed.js');

  // No rate limit: every page view of every embedding page fetches it, like a build file.
  app.get('/embed.js', { config: { rateLimit: false } }, async (_request, reply) => {
    reply
      .type('text/javascript; charset=utf-8')
      .header('access-control-allow-origin', '*')
      // Helmet's default same-origin policy would stop other sites' <script> tags from loading it.
      .header('cross-origin-resource-policy', 'cross-origin');
    let source: Buffer;
    try {
      source = await fs.readFile(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return reply.code(503).header('cache-control', 'no-store').send(NOT_BUILT);
    }
    return reply.header('cache-control', 'public, max-age=300').send(source);
  });
}
