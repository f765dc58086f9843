// Prints the counts issue 28 (the server's shape) is about, for a closing note's before and after:
//   node scripts/serverShape.mjs
// - contract copies: names the server's services declare (export type / interface / const) that
//   shared/src/contracts also exports: a copy the services keep beside the contract;
// - shared by path: the server's imports that reach shared/src/** by relative path, not through
//   @careers/shared/<area> (product files; tests counted apart);
// - HTTP in services: `new AppError(` in services/ (they throw DomainError), the `{ status, body }` answers
//   routes cast back (`.status as`), and queries written in routes/ (db.selectFrom … in a route file).
// Plain text scanning, no TypeScript: counts for people, not a gate (the lint rules are the gate).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

function filesUnder(dir) {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.includes(`${path.sep}testing${path.sep}`);
const read = (file) => readFileSync(path.join(root, file), 'utf8');
const exported = (source) => [...source.matchAll(/^export (?:declare )?(?:type|interface|const|enum) (\w+)/gm)].map((m) => m[1]);

const contractNames = new Set(filesUnder('shared/src/contracts').filter((f) => !isTest(f)).flatMap((f) => exported(read(f))));
const serverFiles = filesUnder('server/src');
const product = serverFiles.filter((f) => !isTest(f));
const services = product.filter((f) => f.startsWith(`server${path.sep}src${path.sep}services${path.sep}`));
const routes = product.filter((f) => f.startsWith(`server${path.sep}src${path.sep}routes${path.sep}`));

const copies = services.flatMap((f) => exported(read(f)).filter((name) => contractNames.has(name)).map((name) => `${name} (${path.relative('server/src', f)})`));
const byPath = (files) => files.map((f) => [f, [...read(f).matchAll(/from '(?:\.\.\/)+shared\/src\/[^']+'/g)].length]).filter(([, n]) => n > 0);
const productByPath = byPath(product);
const testsByPath = byPath(serverFiles.filter(isTest));
const count = (files, re) => files.map((f) => [f, (read(f).match(re) ?? []).length]).filter(([, n]) => n > 0);
const appErrors = count(services, /new AppError\(/g);
const statusCasts = count(routes, /\.status as \d+/g);
const routeQueries = count(routes, /\.(?:selectFrom|insertInto|updateTable|deleteFrom)\(/g);
const sum = (rows) => rows.reduce((total, [, n]) => total + n, 0);

console.log(`contract copies in services:          ${copies.length}${copies.length ? `  ${copies.join(', ')}` : ''}`);
console.log(`shared/src imported by path (product): ${sum(productByPath)} in ${productByPath.length} files`);
console.log(`shared/src imported by path (tests):   ${sum(testsByPath)} in ${testsByPath.length} files`);
console.log(`new AppError( in services:            ${sum(appErrors)} in ${appErrors.length} files`);
console.log(`status casts in routes:               ${sum(statusCasts)} in ${statusCasts.length} files`);
console.log(`queries written in routes:            ${sum(routeQueries)} in ${routeQueries.length} files${routeQueries.length ? `  ${routeQueries.map(([f]) => path.basename(f)).join(', ')}` : ''}`);
