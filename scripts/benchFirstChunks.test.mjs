import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import test from 'node:test';
import { GROWTH_BUDGET, catalogueLocale, catalogueStrings, growthRows, measurePackage, remoteFirstFiles } from './benchFirstChunks.mjs';

const expose = (name, sync, async = []) => ({ name, path: `./${name}`, assets: { js: { sync, async } } });
const manifest = {
  name: 'mf_x',
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  shared: [{ name: 'react', assets: { js: { sync: ['react.js'], async: [] } } }],
  exposes: [expose('app', ['app.js', 'react.js'], ['locale-de.js', 'locale-shared-de.js']), expose('widget', ['split.js', 'widget.js', 'app.js'])],
};

test('first files: remoteEntry.js and the sync chunks of the first exposes, once each, shared libraries apart', () => {
  assert.deepEqual(remoteFirstFiles(manifest), { files: ['remoteEntry.js', 'app.js'], shared: ['react.js'] });
  assert.deepEqual(remoteFirstFiles(manifest, ['app', 'widget']).files, ['remoteEntry.js', 'app.js', 'split.js', 'widget.js']);
  assert.throws(() => remoteFirstFiles(manifest, ['missing']), /no expose '.\/missing'/);
});

test('catalogue chunks are told by their names', () => {
  assert.equal(catalogueLocale('locale-de.js'), 'de');
  assert.equal(catalogueLocale('locale-pt-BR.js'), 'pt-BR');
  assert.equal(catalogueLocale('abc/locale-shared-ja.js'), 'ja');
  assert.equal(catalogueLocale('login-modal.js'), null);
  assert.equal(catalogueLocale('4004.js'), null);
});

test('catalogue texts: compiled message values and plain entries with a space, 16 characters or more', () => {
  const chunk = 'e.exports={"a.b":[{type:0,value:"Stellenangebote suchen"}],c:"Ihre Bewerbung ist da",d:"kurz",e:"ohneLeerzeichenAberLang"}';
  assert.deepEqual(catalogueStrings(chunk), ['Stellenangebote suchen', 'Ihre Bewerbung ist da']);
});

test('growth: the shell is measured but a remote only is flagged over the 3 KB gzip budget', () => {
  const size = (gzip) => ({ raw: gzip * 3, gzip, brotli: gzip - 100, sentBr: gzip - 100, sentGz: gzip });
  const rows = growthRows(
    [{ name: 'shell', first: size(10_000 + GROWTH_BUDGET + 1) }, { name: 'mf-a', first: size(5000 + GROWTH_BUDGET) }, { name: 'mf-b', first: size(5000 + GROWTH_BUDGET + 1) }],
    [{ name: 'shell', first: size(10_000) }, { name: 'mf-a', first: size(5000) }, { name: 'mf-b', first: size(5000) }],
  );
  assert.deepEqual(rows.map((row) => [row.name, row.growthGzip, row.over]), [['shell', GROWTH_BUDGET + 1, false], ['mf-a', GROWTH_BUDGET, false], ['mf-b', GROWTH_BUDGET + 1, true]]);
  assert.equal(growthRows([{ name: 'mf-a', first: size(1) }], null)[0].growthGzip, null);
});

test('a build on disk: sizes of the first files, one locale\'s catalogue, and a catalogue text inside a first chunk is found', () => {
  const root = mkdtempSync(join(tmpdir(), 'first-chunks-'));
  try {
    const dir = join(root, 'mf-x', 'dist', 'b1');
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(root, 'mf-x', 'dist', 'current'), 'b1\n');
    writeFileSync(join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
    writeFileSync(join(dir, 'remoteEntry.js'), 'var entry = 1;'.repeat(50));
    writeFileSync(join(dir, 'react.js'), 'react');
    writeFileSync(join(dir, 'locale-de.js'), 'm={a:[{type:0,value:"Stellenangebote suchen"}],t:[{type:0,value:"%(page)s | %(site)s"}]}');
    writeFileSync(join(dir, 'locale-es.js'), 'm={a:[{type:0,value:"Buscar ofertas de empleo"}],t:[{type:0,value:"%(page)s | %(site)s"}]}');
    writeFileSync(join(dir, 'locale-de.js.br'), 'x'.repeat(7));
    // English and a locale-invariant pattern in the first chunk are fine; German is not.
    writeFileSync(join(dir, 'app.js'), 'en={a:"Search job offers",t:"%(page)s | %(site)s"};');
    const clean = measurePackage(root, 'mf-x');
    assert.deepEqual(clean.files, ['remoteEntry.js', 'app.js']);
    assert.equal(clean.first.raw, 700 + 'en={a:"Search job offers",t:"%(page)s | %(site)s"};'.length);
    assert.ok(clean.first.gzip < clean.first.raw && clean.first.brotli < clean.first.raw);
    assert.equal(clean.locales.de.own.sentBr, 7);
    assert.equal(clean.locales.ja.own, null);
    assert.equal(clean.catalogues, 2);
    assert.deepEqual(clean.leaked, []);
    writeFileSync(join(dir, 'app.js'), 'en={a:"Search job offers"};de={a:"Stellenangebote suchen"};');
    const leaking = measurePackage(root, 'mf-x');
    assert.deepEqual(leaking.leaked.map(({ file, found }) => [file, found]), [['locale-de.js', 1]]);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});
