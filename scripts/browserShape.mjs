// Prints the counts issue 29 (one set of browser parts) is about, for a closing note's before and after:
//   node scripts/browserShape.mjs            the counts
//   node scripts/browserShape.mjs --list     and the places behind each count
//   node scripts/browserShape.mjs --knip     and knip's unused exports and types (runs knip with those rules on: ~1 min)
// The browser half is every package but server/ and e2e/. Shared parts live in shared/src/ui (and the form toolkit's
// widgets and views in shared/src/forms), so a primitive written there is the one set, and one written anywhere else is a copy.
// Plain text scanning plus TypeScript's parser for function lengths: counts for people, not a gate (lint is the gate).
// The server's counts: scripts/serverShape.mjs.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const ts = createRequire(path.join(root, 'package.json'))('typescript');
const args = new Set(process.argv.slice(2));

const packages = readdirSync(root).filter((name) => /^(mf-|shell$|shared$)/.test(name));
const filesUnder = (dir) =>
  readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
const isTest = (file) => /\.test\.tsx?$/.test(file) || /\/testing\//.test(file);
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const all = packages.flatMap((name) => filesUnder(`${name}/src`));
const product = all.filter((f) => !isTest(f));
const tests = all.filter(isTest);
// The form toolkit draws its own fields: its widgets, and view/ (a submitted answer shown read-only in the same box).
const sharedPart = (f) => ['shared/src/ui/', 'shared/src/combobox/', 'shared/src/forms/widgets/', 'shared/src/forms/view/'].some((dir) => f.startsWith(dir));
const copies = product.filter((f) => !sharedPart(f));

// Comments name markup too ('the value of `<input type="month">`'): only code counts.
const code = (file) => read(file).replace(/\/\*[\s\S]*?\*\/|(^|[^:])\/\/.*$/gm, '$1');
/** Files whose code matches `re`, with how often. */
const matching = (files, re) => files.map((f) => [f, (code(f).match(re) ?? []).length]).filter(([, n]) => n > 0);
const sum = (rows) => rows.reduce((total, [, n]) => total + n, 0);

// Functions (declarations, arrows, methods) of product files with more than 80 lines from their first to last line.
function longFunctions(limit = 80) {
  const found = [];
  for (const file of product) {
    const source = ts.createSourceFile(file, read(file), ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const visit = (node) => {
      if (ts.isFunctionDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node) || ts.isMethodDeclaration(node)) {
        const first = source.getLineAndCharacterOfPosition(node.getStart()).line;
        const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        if (last - first + 1 > limit) {
          const named = node.name?.getText() ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name.getText() : '(anonymous)');
          found.push([`${file}:${first + 1} ${named}`, last - first + 1]);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found.sort((a, b) => b[1] - a[1]);
}

// A hand-rolled form: a component that draws fields (<input>, <textarea>, <select>, a <form>), keeps values in
// useState and submits them by hand (an onSubmit, or a submit/save function of its own), outside the form toolkit
// (FormRenderer) and the shared form hook (useForm). A hook that only sends what the toolkit holds is not one, nor a
// helper named for what it reads ('savedSearchName').
const handForms = copies
  .filter((f) => /<(?:form|Form|input|textarea|select)\b/.test(read(f)))
  .filter((f) => /onSubmit=|(?:const|function) (?:submit|save(?!d)|apply|confirm)\w*\b/.test(read(f)) && !/\buseForm\(|FormRenderer/.test(read(f)))
  .map((f) => [f, (read(f).match(/useState[<(]/g) ?? []).length])
  .filter(([, n]) => n > 0);

const counts = [
  ['date formatters (Intl.DateTimeFormat / toLocale*String outside shared/src/ui)', matching(copies.filter((f) => !f.startsWith('shared/src/transport/')), /new Intl\.DateTimeFormat|\.toLocale(?:Date|Time)?String\(/g)],
  ['media-query reads (matchMedia outside shared/src/ui)', matching(copies, /matchMedia\(/g)],
  ['comboboxes written by hand (role="combobox" outside shared/src/ui)', matching(copies, /role="combobox"|role: 'combobox'/g)],
  ['text fields written by hand (a component or raw text <input> with its label, outside shared/src/ui and the toolkit)', matching(copies, /<input\b(?![^>]*type="(?:checkbox|radio|file|hidden|submit|range)")/g)],
  ['loading / error / empty views outside shared/src/ui (components so named)', matching(copies, /export function \w*(?:Loading|Error|Empty)\w*(?:State|View|Screen)\b|export function List(?:State|Loading)\b/g)],
  ['hand-rolled forms (files with useState and a submit of their own; useState count)', handForms],
  ['stores mutated from components (xStore.y = in .tsx)', matching(product.filter((f) => f.endsWith('.tsx')), /\b\w+Store\.\w+(?:\.\w+)* = /g)],
  ['store writes by hand in tests (resetStores() resets them; what is left sets a test\'s own start)', matching(tests, /\b\w+Store\.\w+(?:\.\w+)* = |\b\w+Store\.\w+\.splice\(0\)/g)],
  ['fixed sleeps in e2e', matching(filesUnder('e2e/tests'), /setTimeout\(resolve|waitForTimeout\(/g)],
];
const long = longFunctions();

for (const [label, rows] of counts) {
  console.log(`${String(sum(rows)).padStart(4)} in ${String(rows.length).padStart(2)} files  ${label}`);
  if (args.has('--list')) for (const [f, n] of rows) console.log(`        ${n}  ${f}`);
}
console.log(`${String(long.length).padStart(4)} functions over 80 lines${long.length ? ` (longest: ${long.slice(0, 5).map(([where, n]) => `${where.split(' ')[1]} ${n}`).join(', ')})` : ''}`);
if (args.has('--list')) for (const [where, n] of long) console.log(`        ${n}  ${where}`);

if (args.has('--knip')) {
  // knip.jsonc keeps the exports rules off while the sweep is under way; a copy with them on shows what is left.
  const config = JSON.parse(read('knip.jsonc').replace(/^\s*\/\/.*$/gm, '').replace(/,(\s*[}\]])/g, '$1'));
  for (const rule of ['exports', 'types']) delete config.rules[rule];
  const dir = mkdtempSync(path.join(tmpdir(), 'browser-shape-'));
  const configFile = path.join(dir, 'knip.json');
  writeFileSync(configFile, JSON.stringify(config));
  let out;
  try {
    out = execFileSync(path.join(root, 'node_modules/.bin/knip'), ['--no-progress', '--config', configFile, '--include', 'exports,types', '--reporter', 'json'], { cwd: root, encoding: 'utf8', maxBuffer: 64 << 20 });
  } catch (error) {
    out = error.stdout; // knip exits 1 when it finds something
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const issues = JSON.parse(out).issues ?? [];
  const inBrowser = (row) => packages.some((name) => row.file.startsWith(`${name}/`));
  const tally = (rows, key) => rows.reduce((n, row) => n + (row[key]?.length ?? 0), 0);
  console.log(`${String(tally(issues.filter(inBrowser), 'exports')).padStart(4)} unused exports, ${tally(issues.filter(inBrowser), 'types')} unused types (knip, browser packages); whole tree ${tally(issues, 'exports')} and ${tally(issues, 'types')}`);
}
