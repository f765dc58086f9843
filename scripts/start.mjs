// `npm start`: install what is missing, build what changed, serve the site with the embedded
// database (created with demo data on first run).
import './useSupportedNode.mjs'; // first: runs this script on Node 24 when the machine's Node is too old
import { spawn } from 'node:child_process';
import { buildAll } from './build.mjs';
import { ensureInstalled, root, SERVER_ENTRY, SERVER_NODE_FLAGS } from './lib.mjs';

await ensureInstalled();
const code = await buildAll();
if (code !== 0) process.exit(code);

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_ENTRY], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (exitCode) => process.exit(exitCode ?? 0));
