import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverRendererProblems } from './serverRenderers';

let repo: string;
const write = (relative: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(repo, relative)), { recursive: true });
  fs.writeFileSync(path.join(repo, relative), text);
};
const renderer = (exportName: string, buildId: string) => `module.exports = { buildId: ${JSON.stringify(buildId)}, ${exportName}() { return null; } };`;
const SEARCH = (buildId: string) => `/remotes/mf-search/${buildId}/mf-manifest.json`;
const DASHBOARD = (buildId: string) => `/remotes/mf-dashboard/${buildId}/mf-manifest.json`;

beforeEach(() => {
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'renderers-'));
  write('shell/dist/entry.json', JSON.stringify({ js: ['shell111/main.js'], css: [] }));
});
afterEach(() => fs.rmSync(repo, { recursive: true, force: true }));

test('renderers of the builds the browser loads: nothing to say', () => {
  write('shell/dist-ssr/render.cjs', renderer('renderChrome', 'shell111'));
  write('mf-search/dist-ssr/render.cjs', renderer('renderJob', 'search222'));
  expect(serverRendererProblems(repo, { 'mf-search': SEARCH('search222') })).toEqual([]);
});

test("a job renderer of another build than mf-search's served scripts (a cached build reused after a revert) is named", () => {
  write('shell/dist-ssr/render.cjs', renderer('renderChrome', 'shell111'));
  write('mf-search/dist-ssr/render.cjs', renderer('renderJob', 'search999'));
  expect(serverRendererProblems(repo, { 'mf-search': SEARCH('search222') })).toEqual([
    'Job pages will not be server-rendered: mf-search/dist-ssr/render.cjs is of build search999, the mf-search scripts served of build search222. Run `npm run build`.',
  ]);
});

test('missing renderers are named', () => {
  expect(serverRendererProblems(repo, { 'mf-search': SEARCH('search222') })).toEqual([
    'The page chrome will not be server-rendered: shell/dist-ssr/render.cjs is missing. Run `npm run build`.',
    'Job pages will not be server-rendered: mf-search/dist-ssr/render.cjs is missing. Run `npm run build`.',
  ]);
});

test('a stale chrome renderer is named; mf-search served from elsewhere or not built is not checked', () => {
  write('shell/dist-ssr/render.cjs', renderer('renderChrome', 'shell000'));
  expect(serverRendererProblems(repo, { 'mf-search': 'https://cdn.example.com/mf-search/mf-manifest.json' })).toEqual([
    "The page chrome will not be server-rendered: shell/dist-ssr/render.cjs is of build shell000, the shell's scripts of build shell111. Run `npm run build`.",
  ]);
  expect(serverRendererProblems(repo, {})).toHaveLength(1);
});

test("a missing dashboard renderer is named once, as the job page's is", () => {
  write('shell/dist-ssr/render.cjs', renderer('renderChrome', 'shell111'));
  write('mf-search/dist-ssr/render.cjs', renderer('renderJob', 'search222'));
  expect(serverRendererProblems(repo, { 'mf-search': SEARCH('search222'), 'mf-dashboard': DASHBOARD('dash333') })).toEqual([
    'Dashboard pages will not be server-rendered: mf-dashboard/dist-ssr/render.cjs is missing. Run `npm run build`.',
  ]);
});

test('a dashboard renderer of another build than the mf-dashboard scripts served is named; of the same build, nothing', () => {
  write('shell/dist-ssr/render.cjs', renderer('renderChrome', 'shell111'));
  write('mf-dashboard/dist-ssr/render.cjs', renderer('renderDashboard', 'dash000'));
  expect(serverRendererProblems(repo, { 'mf-dashboard': DASHBOARD('dash333') })).toEqual([
    'Dashboard pages will not be server-rendered: mf-dashboard/dist-ssr/render.cjs is of build dash000, the mf-dashboard scripts served of build dash333. Run `npm run build`.',
  ]);
  expect(serverRendererProblems(repo, { 'mf-dashboard': DASHBOARD('dash000') })).toEqual([]);
});

test('an offer renderer of another build than the mf-offers scripts served is named; of the same build, nothing', () => {
  write('shell/dist-ssr/render.cjs', renderer('renderChrome', 'shell111'));
  write('mf-offers/dist-ssr/render.cjs', renderer('renderOffer', 'offers000'));
  const OFFERS = (buildId: string) => `/remotes/mf-offers/${buildId}/mf-manifest.json`;
  expect(serverRendererProblems(repo, { 'mf-offers': OFFERS('offers333') })).toEqual([
    'Offer pages will not be server-rendered: mf-offers/dist-ssr/render.cjs is of build offers000, the mf-offers scripts served of build offers333. Run `npm run build`.',
  ]);
  expect(serverRendererProblems(repo, { 'mf-offers': OFFERS('offers000') })).toEqual([]);
});
