// The search's memory for `pnpm bench search`: a node process of its own (--expose-gc) opens the bench's database
// through the built server's modules and prints the heap in use after a full GC, before and after building the
// demo company's search index and vocabulary (what a server keeps from its first search on), and after the
// bench's 16 searches ran once (anything else the search builds on first use; answer cache off). The heap counts
// heapUsed plus arrayBuffers: the index's columns are typed arrays, whose bytes V8 keeps outside heapUsed.
// `node --expose-gc scripts/benchSearchHeap.mjs <DATABASE_URL>` prints one JSON line; measureSearchHeap() runs it.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { root } from './lib.mjs';

const DOMAIN = 'demo.test';

/**
 * Runs this file in a node of its own on `url`; resolves with `{ positions, words, before, index, searches,
 * indexArrayBuffers }`: bytes in use before, and grown by the index and vocabulary and by the searches (heapUsed
 * plus arrayBuffers), and the typed arrays' share of the index's.
 */
export function measureSearchHeap(url) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--expose-gc', fileURLToPath(import.meta.url), url], {
      env: { ...process.env, SEARCH_CACHE: 'off' },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.on('error', reject);
    child.on('exit', (code) => {
      const last = out.trim().split('\n').at(-1) ?? '';
      if (code === 0 && last.startsWith('{')) resolve(JSON.parse(last));
      else reject(new Error(`the heap probe ended with exit ${code}: ${out.slice(-500)}`));
    });
  });
}

async function probe(url) {
  const dist = (file) => join(root, 'server', 'dist', 'server', 'src', file);
  const require = createRequire(import.meta.url);
  const { openBuiltDatabase } = await import('./benchSearchData.mjs');
  const { MIX_PARAMS, searchInputOf } = await import('./benchSearchMix.mjs');
  const { searchVersion } = require(dist('services/search/searchVersion.js'));
  const { searchIndexAt } = require(dist('services/search/searchIndex.js'));
  const { vocabularyOf } = require(dist('services/search/vocabulary.js'));
  const { searchPositions } = require(dist('services/search/searchPositions.js'));
  const { getDomain } = require(dist('services/domains.js'));
  const heap = () => {
    globalThis.gc();
    globalThis.gc();
    const { heapUsed, arrayBuffers } = process.memoryUsage();
    return { bytes: heapUsed + arrayBuffers, arrayBuffers };
  };
  const database = openBuiltDatabase(url);
  try {
    const domain = await getDomain(database.db, DOMAIN);
    const version = await searchVersion(database.db, DOMAIN);
    const before = heap();
    const index = await searchIndexAt(database.db, DOMAIN, version, Date.now());
    const vocabulary = await vocabularyOf(database.db, DOMAIN, index);
    const built = heap();
    for (const params of MIX_PARAMS) await searchPositions(database.db, domain, null, searchInputOf(params));
    const searched = heap();
    console.log(
      JSON.stringify({
        positions: index.size,
        words: vocabulary.words.size,
        before: before.bytes,
        index: built.bytes - before.bytes,
        indexArrayBuffers: built.arrayBuffers - before.arrayBuffers,
        searches: searched.bytes - before.bytes,
      }),
    );
  } finally {
    await database.close();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await probe(process.argv[2]);
