// Starts the real server for end-to-end tests on a fresh data directory (demo data is generated
// on start). Usage: node e2e/serve.mjs   (PORT, DATA_DIR and the rest come from the environment)
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';

if (!process.env.DATA_DIR) throw new Error('e2e/serve.mjs needs DATA_DIR');
rmSync(process.env.DATA_DIR, { recursive: true, force: true });
createRequire(import.meta.url)('../server/dist/server/src/index.js');
