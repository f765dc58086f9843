import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../appContext';
import { STATIC_DIR } from '../paths';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// A build puts its files in a folder named by its 12-hex build id (dist/1d5556b43650/main.js), or
// names them with a content hash (main.3f2a9c.js): either way such a file never changes, so browsers
// may keep it for a year. Anything else is revalidated.
const BUILD_FOLDER = /^[0-9a-f]{12}$/;
const HASHED = /\.[0-9a-f]{4,}\.[a-z0-9]+$/i;
// Fixed names that point at the current build: they change with every build, wherever they sit.
const ENTRY_POINTS = new Set(['entry.json', 'embed.js', 'mf-manifest.json', 'mf-stats.json', 'remoteEntry.js']);

// The build's compressed copies (main.js.br, main.js.gz) are sent in the file's place and cached as it is.
const COPY = /\.(?:br|gz)$/;

/** True for a file (absolute path) under `root` that a new build never changes. */
function isImmutable(root: string, file: string): boolean {
  const parts = path.relative(root, file.replace(COPY, '')).split(path.sep);
  const name = parts[parts.length - 1] ?? '';
  if (ENTRY_POINTS.has(name)) return false;
  return (parts.length > 1 && BUILD_FOLDER.test(parts[0] ?? '')) || HASHED.test(name);
}

/** /shell/* from the shell build and /static/* from the server's own files. */
export async function staticRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const shellDist = path.join(ctx.config.repoRoot, 'shell', 'dist');
  await app.register(fastifyStatic, {
    root: shellDist,
    prefix: '/shell/',
    // The shell may be built after the server starts.
    suppressWarning: true,
    index: false,
    dotfiles: 'ignore',
    cacheControl: false,
    // The build writes brotli and gzip copies beside its files (shared/federation.cjs): the one the
    // browser accepts goes instead of the file, with Vary: Accept-Encoding; files without copies go as they are.
    preCompressed: true,
    setHeaders: (reply, file) => {
      reply.header('cache-control', isImmutable(shellDist, file) ? IMMUTABLE : 'no-cache');
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
