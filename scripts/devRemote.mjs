// `npm run dev -- <remote>`: one remote served alone, from its sources, against the real product server (issue 29,
// "a standalone dev entry per remote, as Backstage plugins have"). Prints one address. Saving a file of the remote
// recompiles it in memory and reloads the page (webpack-dev-server's live reload); the shell, the other remotes
// and the server are not rebuilt.
//
// How: the product server (its last build, embedded database with demo data in .data/dev) runs on a free port;
// webpack-dev-server serves the remote's `dev/index.tsx` (shared/federation.cjs devRemoteConfig: development
// mode, no federation) and proxies every other path to the product server. The pages the server draws keep their
// HTML (boot data, chrome, CSP) with the shell's scripts swapped for the dev bundle (devPageHtml.mjs), which
// mounts the remote into the page's slot (@careers/shared/dev). The browser sees one origin, so the session
// cookie, the CSRF token and the product's same-origin checks (Sec-Fetch-Site) work as on the product.
import './useSupportedNode.mjs'; // first: runs this script on Node 24 when the machine's Node is too old
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { buildAll, remotes } from './build.mjs';
import { devOwnPage, isDevOwnPage, isDocumentRequest, swapShellForDevBundle } from './devPageHtml.mjs';
import { ensureInstalled, freePort, log, root, startBuiltServer } from './lib.mjs';

const remote = process.argv[2];
if (!remotes.includes(remote)) {
  console.error(`Usage: npm run dev -- <remote>, one of ${remotes.join(', ')}`);
  process.exit(2);
}
const devPort = Number(process.env.DEV_PORT || 8090);

await ensureInstalled();
// The server, the shell and the other remotes as `npm start` builds them; this remote only if it was never built.
const built = await buildAll({ keep: [remote] });
if (built !== 0) process.exit(built);

const require = createRequire(import.meta.url);
const webpack = require('webpack');
const { default: WebpackDevServer } = await import('webpack-dev-server');
const { responseInterceptor } = await import('http-proxy-middleware');
const { devRemoteConfig, devBundlePath } = require(join(root, 'shared', 'federation.cjs'));

// A data folder of its own: the dev server's database and files never mix with `npm start`'s.
const dataDir = join(root, '.data', 'dev');
mkdirSync(dataDir, { recursive: true });
const serverPort = await freePort();
const devOrigins = [`http://localhost:${devPort}`, `http://127.0.0.1:${devPort}`];
log(`Starting the product server (data in .data/dev)…`);
const server = await startBuiltServer({
  port: serverPort,
  stdio: ['ignore', 'pipe', 'inherit'],
  env: {
    DATA_DIR: dataDir,
    // No demo intranet (the dev index shows the widgets itself); the e-signature provider on a free port, and
    // the dev origin allowed to frame its signing pages as it would the careers site's.
    INTRANET_PORT: '0',
    ESIGN_PORT: String(await freePort()),
    EMBED_ALLOWED_ORIGINS: devOrigins.join(','),
  },
});

// The server's output as it is, less its own address: the dev server's is the one to open (the product's pages
// there run the last build of this remote, not its sources).
createInterface({ input: server.stdout }).on('line', (line) => {
  if (!line.startsWith('Careers site:')) console.log(line);
});

const product = `http://127.0.0.1:${serverPort}`;
const bundlePath = devBundlePath(remote);
// Served here: the dev bundle, the live-reload socket and the dev pages; everything else is the product's.
const ours = (path) => path.startsWith(bundlePath) || path.startsWith('/ws') || isDevOwnPage(path);

const compiler = webpack({ ...devRemoteConfig({ dir: join(root, remote), name: remote }), infrastructureLogging: { level: 'warn' } });
let compileStarted = Date.now();
compiler.hooks.invalid.tap('devRemote', () => (compileStarted = Date.now()));
compiler.hooks.done.tap('devRemote', (stats) => {
  if (!stats.hasErrors()) log(`${remote} compiled in ${Date.now() - compileStarted} ms`);
});

const devServer = new WebpackDevServer(
  {
    host: 'localhost',
    port: devPort,
    hot: false,
    liveReload: true,
    // The product server compresses its own answers; compressing again here would hold back streamed ones.
    compress: false,
    static: false,
    client: { logging: 'warn', overlay: { warnings: false } },
    devMiddleware: { stats: 'errors-warnings' },
    proxy: [
      {
        // Pages: drawn by the product server, their shell scripts swapped for the dev bundle.
        context: (path, req) => !ours(path) && isDocumentRequest(req.method, req.headers),
        target: product,
        selfHandleResponse: true,
        on: {
          proxyRes: responseInterceptor(async (body, proxyRes) =>
            String(proxyRes.headers['content-type'] ?? '').startsWith('text/html') ? swapShellForDevBundle(body.toString('utf8'), remote) : body,
          ),
        },
      },
      // The API, files, the remotes' builds and the streamed notifications, as they are.
      { context: (path) => !ours(path), target: product },
    ],
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'dev-own-pages',
        middleware: (req, res, next) => {
          if (!isDevOwnPage(new URL(req.url, 'http://dev').pathname)) return next();
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(devOwnPage(remote));
        },
      });
      return middlewares;
    },
  },
  compiler,
);

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  server.kill('SIGTERM');
  await devServer.stop().catch(() => undefined);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => void stop(0));
server.on('exit', (code) => {
  if (!stopping) console.error(`The product server stopped (exit ${code}).`);
  void stop(code ?? 1);
});

await devServer.start();
log(`${remote} dev server: http://localhost:${devPort}/__dev/`);
