import fs from 'node:fs';
import path from 'node:path';
import type { TestApp } from './testApp';

// What the route tests of the pages a remote's server renderer draws (routes/dashboardPage.test.ts,
// routes/offerPage.test.ts, the job page's in routes/shell.test.ts) set up alike: stand-in renderer modules in the
// test repository and the remote builds the pages are said to load (the real renderers are proven in each
// remote's render*.test.tsx and the e2e specs).

/** Writes `file` (relative to the test repository) with `text`, making its folders. */
export function writeRepoFile(t: TestApp, file: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(t.repoRoot, file)), { recursive: true });
  fs.writeFileSync(path.join(t.repoRoot, file), text);
}

/** Makes `remote`'s served scripts those of build `id` (its renderer is used only beside the same build). */
export function serveRemoteBuild(t: TestApp, remote: string, id: string): void {
  writeRepoFile(t, `${remote}/dist/${id}/mf-manifest.json`, '{}');
  writeRepoFile(t, `${remote}/dist/current`, id);
}

/** A stand-in shell/dist-ssr/render.cjs of build b1: the chrome draws the page's path, then the slots it is given. */
const CHROME = `exports.buildId = 'b1';
exports.renderChrome = ({ path, slots }) => ({ html: '<header>' + path + '</header><main>' + (slots || '') + '</main>', styles: '' });`;

/** A remote's stand-in renderer: `draw` is the source of a function `(url, answers) => html, { html, title } or null`. */
export interface StandInRenderer {
  remote: string;
  exportName: string;
  buildId: string;
  /** Its style tag's key: `careers <styleKey>`. */
  styleKey: string;
  draw: string;
}

/**
 * Puts the stand-in chrome (and the shell build b1 it belongs to) and `remote`'s stand-in renderer in the test
 * repository. The renderer throws for an address with 'boom' in it and draws what `draw(url, firstAnswers.answers)`
 * gives (null: nothing) with a style tag of key `careers <styleKey>` carrying the response's nonce.
 * @example installStandIns(t, { remote: 'mf-offers', exportName: 'renderOffer', buildId: 'o1', styleKey: 'o', draw: "(url) => '<h1>' + url + '</h1>'" })
 */
export function installStandIns(t: TestApp, renderer: StandInRenderer): void {
  installStandInChrome(t);
  writeRepoFile(t, `${renderer.remote}/dist-ssr/render.cjs`, standInRenderer(renderer));
}

/** Puts the stand-in chrome and the shell build b1 it belongs to in the test repository. */
export function installStandInChrome(t: TestApp): void {
  writeRepoFile(t, 'shell/dist/entry.json', JSON.stringify({ js: ['b1/main.js'], css: [] }));
  writeRepoFile(t, 'shell/dist-ssr/render.cjs', CHROME);
}

/** The source of a stand-in renderer module, as installStandIns writes it. */
export function standInRenderer({ remote, exportName, buildId, styleKey, draw }: StandInRenderer): string {
  return `exports.buildId = '${buildId}';
exports.${exportName} = ({ url, nonce, firstAnswers }) => {
  if (url.includes('boom')) throw new Error('${remote} renderer failed');
  const drawn = (${draw})(url, firstAnswers.answers);
  if (drawn === null) return null;
  const { html, title } = typeof drawn === 'string' ? { html: drawn } : drawn;
  return { html, styles: '<style data-emotion="careers ${styleKey}" nonce="' + nonce + '">.careers-${styleKey}{}</style>', ...(title ? { title } : {}) };
};`;
}

/** The markup the page holds in `remote`'s slot ('' without it). */
export function remoteSlot(body: string, remote: string): string {
  return new RegExp(`<div id="careers-remotes"><div data-remote="${remote}">(.*?)</div></div></main>`, 's').exec(body)?.[1] ?? '';
}

/** The style nonce of a response's Content-Security-Policy. */
export function styleNonceOf(headers: Record<string, unknown>): string {
  return /style-src 'self' 'nonce-([^']+)'/.exec(String(headers['content-security-policy']))?.[1] ?? '';
}
