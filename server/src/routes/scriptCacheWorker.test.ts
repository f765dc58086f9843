import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { STATIC_DIR } from '../paths';
import { createTestApp, type TestApp } from '../testing/testApp';

// Issue 27: the service worker that keeps the build scripts a page ran, for the browser's next visit
// (server/static/script-cache.js says why). Served for the /careers/ pages, and run here in a stand-in of a
// worker's global: what it keeps and routes is what a browser would get.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const ORIGIN = 'https://careers.example.com';
const source = fs.readFileSync(path.join(STATIC_DIR, 'script-cache.js'), 'utf8');

interface Installed {
  routes: unknown[];
  kept: Map<string, string[]>;
  deleted: string[];
  skipped: number;
}

/**
 * Runs the worker as version `v` in a stand-in global: pages answer its question with `answers` (or never, when an
 * answer is undefined), `cached` are the caches already there. Returns what install and activate did.
 */
async function runWorker(v: string, answers: (unknown | undefined)[], { cached = [] as string[], staticRoutes = true, failing = [] as string[] } = {}): Promise<Installed> {
  const listeners = new Map<string, (event: unknown) => void>();
  const kept = new Map<string, string[]>();
  const deleted: string[] = [];
  let skipped = 0;
  const routes: unknown[] = [];
  const self = {
    location: { href: `${ORIGIN}/static/script-cache.js?v=${v}`, origin: ORIGIN },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: () => {
      skipped += 1;
      return Promise.resolve();
    },
    clients: {
      matchAll: (options: unknown) => {
        expect(options).toEqual({ type: 'window', includeUncontrolled: true });
        return Promise.resolve(
          answers.map((answer) => ({
            postMessage: (message: unknown, [port]: [{ onmessage: ((event: unknown) => void) | null }]) => {
              expect(message).toEqual({ type: 'careers-script-cache:files' });
              if (answer !== undefined) setTimeout(() => port.onmessage?.({ data: answer }), 0);
            },
          })),
        );
      },
    },
  };
  class MessageChannel {
    port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
    get port2() {
      return this.port1;
    }
  }
  const caches = {
    open: (name: string) => {
      const files = kept.get(name) ?? [];
      kept.set(name, files);
      return Promise.resolve({
        add: (file: string) => (failing.includes(file) ? Promise.reject(new TypeError('Failed to fetch')) : (files.push(file), Promise.resolve())),
      });
    },
    keys: () => Promise.resolve([...cached, ...kept.keys()]),
    delete: (name: string) => (deleted.push(name), Promise.resolve(true)),
  };
  vm.runInNewContext(source, { self, URL, MessageChannel, caches, setTimeout, clearTimeout, Promise, Array });
  const waits: Promise<unknown>[] = [];
  const installEvent: Record<string, unknown> = { waitUntil: (promise: Promise<unknown>) => waits.push(promise) };
  if (staticRoutes) installEvent.addRoutes = (list: unknown[]) => (routes.push(...list), Promise.resolve());
  listeners.get('install')?.(installEvent);
  await Promise.all(waits);
  listeners.get('activate')?.({ waitUntil: (promise: Promise<unknown>) => waits.push(promise) });
  await Promise.all(waits);
  return { routes, kept, deleted, skipped };
}

test("is served as JavaScript, for the /careers/ pages above its folder, and read afresh on every registration", async () => {
  const res = await t.app.inject({ url: '/static/script-cache.js?v=0fc91b053218' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/javascript/);
  expect(res.headers['service-worker-allowed']).toBe('/careers/');
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.body).toBe(source);
  // The server's other files keep their hour, and allow no worker above their folder.
  const other = await t.app.inject({ url: '/static/warm-intl.js' });
  expect(other.headers['service-worker-allowed']).toBeUndefined();
  expect(other.headers['cache-control']).toBe('public, max-age=3600');
});

test("keeps the build scripts the pages ran in its version's cache, and routes build files to that cache", async () => {
  const search = ['/shell/0fc91b053218/main.js', '/remotes/mf-search/bfdb03474a48/remoteEntry.js', '/remotes/mf-search/bfdb03474a48/9682.js'];
  const job = ['/shell/0fc91b053218/main.js', `${ORIGIN}/remotes/mf-search/bfdb03474a48/694.js`];
  const installed = await runWorker('0fc91b053218', [search, job]);
  expect(installed.kept).toEqual(new Map([['careers-scripts-0fc91b053218', [...search, '/remotes/mf-search/bfdb03474a48/694.js']]]));
  expect(installed.routes).toEqual([
    { condition: { requestMethod: 'GET', urlPattern: { pathname: '/shell/*' } }, source: { cacheName: 'careers-scripts-0fc91b053218' } },
    { condition: { requestMethod: 'GET', urlPattern: { pathname: '/remotes/*' } }, source: { cacheName: 'careers-scripts-0fc91b053218' } },
  ]);
  // In charge at once: the next page is served from it.
  expect(installed.skipped).toBe(1);
});

test('keeps nothing a page names that is not a build script of this origin', async () => {
  const hostile = [
    'https://evil.example/shell/0fc91b053218/main.js',
    '/api/pcsx/candidate',
    '/careers/dashboard',
    '/shell/0fc91b053218/main.js?candidate=7',
    '/shell/0fc91b053218/../../api/pcsx/profile.js',
    '/shell/entry.json',
    '/remotes/mf-search/bfdb03474a48/mf-manifest.json',
    { href: '/shell/0fc91b053218/main.js' },
    42,
  ];
  const installed = await runWorker('0fc91b053218', [hostile, 'not a list', null]);
  expect(installed.kept.get('careers-scripts-0fc91b053218')).toEqual([]);
});

test("a page that does not answer, or a file that cannot be fetched, costs only that page's or that file's scripts", async () => {
  const installed = await runWorker('0fc91b053218', [undefined, ['/shell/0fc91b053218/main.js', '/shell/0fc91b053218/bell.js']], { failing: ['/shell/0fc91b053218/bell.js'] });
  expect(installed.kept.get('careers-scripts-0fc91b053218')).toEqual(['/shell/0fc91b053218/main.js']);
  expect(installed.skipped).toBe(1);
}, 10_000);

test("once in charge, it removes its earlier versions' caches, and no one else's", async () => {
  const installed = await runWorker('0fc91b053218', [['/shell/0fc91b053218/main.js']], { cached: ['careers-scripts-a8bac3095ba4', 'another-app', 'careers-scripts-'] });
  expect(installed.deleted.sort()).toEqual(['careers-scripts-', 'careers-scripts-a8bac3095ba4']);
});

test('without static routes (it would need a fetch handler) or without a build as its version, it stays idle', async () => {
  for (const [v, staticRoutes] of [['0fc91b053218', false], ['', true], ['../../x', true], ['0FC91B053218', true]] as const) {
    const installed = await runWorker(v, [['/shell/0fc91b053218/main.js']], { staticRoutes });
    expect(installed.kept.size).toBe(0);
    expect(installed.routes).toEqual([]);
  }
});
