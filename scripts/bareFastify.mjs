// `node scripts/bareFastify.mjs <port>`: a Fastify server with one route, GET /healthz answering what the
// product's /healthz answers, and nothing else (no plugins, no database, no logging). The benchmarks'
// yardstick for "as fast as a web server on this machine gets right now": shared machines vary 2-5x
// between hours, so figures are quoted as a share of it, measured in the same run.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { root } from './lib.mjs';

// Fastify is the server package's dependency (pnpm does not hoist it to the root).
const Fastify = createRequire(join(root, 'server', 'package.json'))('fastify');

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void app.close().then(() => process.exit(0)));
