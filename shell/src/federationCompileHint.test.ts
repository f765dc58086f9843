// The build's rule for V8's explicit compile hint (shared/federation.cjs, CompileHintPlugin). By path: jest maps
// @careers/shared/* to shared/src.
// eslint-disable-next-line @typescript-eslint/no-require-imports -- the build's config is a CommonJS file
const { wantsCompileHint } = require('../../shared/federation.cjs') as { wantsCompileHint: (resources: string[]) => boolean };

const pnpm = (name: string, file: string) => `/repo/node_modules/.pnpm/${name.replace('/', '+')}@1.0.0/node_modules/${name}/${file}`;

// Issue 27: a chunk of a page's start is compiled while it downloads, off the main thread; a chunk of a large library
// of which a page runs a small part (the map, PDF, phone metadata) is left to V8's lazy compiling, which compiles only
// what runs: compiling all of OpenLayers or pdf.js would cost a phone memory and background CPU for nothing.
test("the start's chunks get the hint; the map's, PDF's and phone metadata's chunks do not", () => {
  expect(wantsCompileHint([pnpm('react-dom', 'cjs/react-dom-client.production.js'), '/repo/shell/src/bootstrap.tsx'])).toBe(true);
  expect(wantsCompileHint(['/repo/mf-search/src/features/job/JobPage.tsx', pnpm('swr', 'dist/index/index.mjs')])).toBe(true);
  for (const library of ['ol', 'pdfjs-dist', 'pdf-lib', 'libphonenumber-js']) {
    expect(wantsCompileHint(['/repo/mf-search/src/map/baseLayer.ts', pnpm(library, 'index.js')])).toBe(false);
  }
  // A library whose name only begins like one of them is not one of them.
  expect(wantsCompileHint([pnpm('olives', 'index.js')])).toBe(true);
});
