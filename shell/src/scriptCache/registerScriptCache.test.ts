import { buildScriptsOf, registerScriptCache, SCRIPT_CACHE_SCOPE, SCRIPT_CACHE_WORKER } from './registerScriptCache';

// Issue 27: the page registers the service worker that keeps its build scripts for the next visit
// (server/static/script-cache.js), and tells it which scripts those are.

const ORIGIN = 'https://careers.example.com';
const entry = (name: string) => ({ name });
const pageEntries = [
  entry(`${ORIGIN}/shell/0fc91b053218/main.js`),
  entry(`${ORIGIN}/static/hero.svg`),
  entry(`${ORIGIN}/remotes.json`),
  entry(`${ORIGIN}/remotes/mf-search/bfdb03474a48/mf-manifest.json`),
  entry(`${ORIGIN}/remotes/mf-search/bfdb03474a48/remoteEntry.js`),
  entry(`${ORIGIN}/remotes/mf-search/bfdb03474a48/9682.js`),
  entry(`${ORIGIN}/api/pcsx/job_cart?domain=demo.test`),
  entry(`${ORIGIN}/shell/0fc91b053218/main.js`),
];

function fakeContainer(register: ServiceWorkerContainer['register'] = jest.fn(() => Promise.resolve({} as ServiceWorkerRegistration))) {
  const listeners: ((event: MessageEvent) => void)[] = [];
  const container = {
    register,
    startMessages: jest.fn(),
    addEventListener: jest.fn((type: string, listener: EventListenerOrEventListenerObject) => {
      if (type === 'message' && typeof listener === 'function') listeners.push(listener as (event: MessageEvent) => void);
    }),
  };
  /** The worker asks, as script-cache.js does: the question, with a port for the answer. */
  const ask = (data: unknown) => {
    const answer = jest.fn();
    for (const listener of listeners) listener({ data, ports: [{ postMessage: answer }] } as unknown as MessageEvent);
    return answer;
  };
  return { container, ask };
}

test("the page's build scripts: this origin's /shell/<build>/ and /remotes/<remote>/<build>/ scripts, each once, as paths", () => {
  expect(buildScriptsOf(pageEntries, ORIGIN)).toEqual([
    '/shell/0fc91b053218/main.js',
    '/remotes/mf-search/bfdb03474a48/remoteEntry.js',
    '/remotes/mf-search/bfdb03474a48/9682.js',
  ]);
});

test("never another origin's file, a file outside a build folder, with a query, or not a script", () => {
  const hostile = [
    'https://cdn.example.net/shell/0fc91b053218/main.js',
    `${ORIGIN}/shell/main.js`,
    `${ORIGIN}/shell/0fc91b05321/main.js`,
    `${ORIGIN}/shell/0fc91b053218/main.js?x=1`,
    `${ORIGIN}/shell/0fc91b053218/../../api/pcsx/candidate.js`,
    `${ORIGIN}/shell/0fc91b053218/entry.json`,
    `${ORIGIN}/careers/0fc91b053218/main.js`,
    'not a url',
  ];
  expect(buildScriptsOf(hostile.map(entry), ORIGIN)).toEqual([]);
});

test("registers the worker for the /careers/ pages as the version of the shell's build the page runs", async () => {
  const { container } = fakeContainer();
  await expect(registerScriptCache({ container, entries: () => pageEntries, origin: ORIGIN })).resolves.toBe(true);
  expect(container.register).toHaveBeenCalledWith(`${SCRIPT_CACHE_WORKER}?v=0fc91b053218`, { scope: SCRIPT_CACHE_SCOPE });
  expect(SCRIPT_CACHE_WORKER).toBe('/static/script-cache.js');
  expect(SCRIPT_CACHE_SCOPE).toBe('/careers/');
  // It hears the worker while the worker does not control the page yet (it is installing).
  expect(container.startMessages).toHaveBeenCalled();
});

test("answers the worker's question with the scripts the page has fetched by then, and nothing else", async () => {
  const fetched = [...pageEntries];
  const { container, ask } = fakeContainer();
  await registerScriptCache({ container, entries: () => fetched, origin: ORIGIN });
  fetched.push(entry(`${ORIGIN}/remotes/mf-search/bfdb03474a48/694.js`));
  expect(ask({ type: 'careers-script-cache:files' })).toHaveBeenCalledWith([
    '/shell/0fc91b053218/main.js',
    '/remotes/mf-search/bfdb03474a48/remoteEntry.js',
    '/remotes/mf-search/bfdb03474a48/9682.js',
    '/remotes/mf-search/bfdb03474a48/694.js',
  ]);
  expect(ask({ type: 'something else' })).not.toHaveBeenCalled();
  expect(ask('careers-script-cache:files')).not.toHaveBeenCalled();
});

test("a page without the shell's build among its scripts (an intranet page with a widget) registers nothing", async () => {
  const { container } = fakeContainer();
  const widgetOnly = [entry(`${ORIGIN}/remotes/mf-notifications/254049979afe/remoteEntry.js`)];
  await expect(registerScriptCache({ container, entries: () => widgetOnly, origin: ORIGIN })).resolves.toBe(false);
  expect(container.register).not.toHaveBeenCalled();
});

test('a refused registration leaves the page as it was', async () => {
  const { container } = fakeContainer(jest.fn(() => Promise.reject(new DOMException('The operation is insecure.', 'SecurityError'))));
  await expect(registerScriptCache({ container, entries: () => pageEntries, origin: ORIGIN })).resolves.toBe(false);
});
