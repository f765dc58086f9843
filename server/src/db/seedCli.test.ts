import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { runSeedCli } from './seedCli';

function buffer(isTTY = false) {
  const chunks: string[] = [];
  return { isTTY, chunks, write: (text: string) => chunks.push(text), text: () => chunks.join('') };
}

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-cli-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('makes a fresh database with the asked number of positions and reports the time', async () => {
  const stdout = buffer();
  const stderr = buffer();
  const file = path.join(dir, 'careers.sqlite');
  fs.writeFileSync(file, 'an old file that must be replaced');
  const code = await runSeedCli(['--positions', '500', '--data-dir', dir, '--seed', '7'], {}, { stdout, stderr });
  expect(code).toBe(0);
  expect(stdout.text()).toMatch(/^Seeded 500 positions \(\d+ archived\) and 2 demo candidates into .*careers\.sqlite in \d+\.\d s\.\n$/);
  // Not a terminal: a few percentage lines, not a redrawn bar.
  expect(stderr.chunks).toEqual(['Positions 25% (125/500)\n', 'Positions 50% (250/500)\n', 'Positions 75% (375/500)\n', 'Positions 100% (500/500)\n']);
  const db = new Database(file, { readonly: true });
  expect(db.prepare('SELECT COUNT(*) FROM positions').pluck().get()).toBe(500);
  db.close();
});

test('on a terminal the bar redraws in place', async () => {
  const stderr = buffer(true);
  await runSeedCli(['--positions', '100', '--data-dir', dir], {}, { stdout: buffer(), stderr });
  expect(stderr.text()).toContain('\rPositions ');
  expect(stderr.text()).toContain('100%  100/100\n');
});

test('explains bad arguments', async () => {
  const stderr = buffer();
  expect(await runSeedCli(['--positions', 'many', '--data-dir', dir], {}, { stdout: buffer(), stderr })).toBe(1);
  expect(stderr.text()).toContain('--positions must be a whole number (got "many").');
  expect(await runSeedCli(['--positions', '10', '--data-dir', dir], {}, { stdout: buffer(), stderr })).toBe(1);
  expect(stderr.text()).toContain('--positions must be at least 50.');
  expect(await runSeedCli(['--what'], {}, { stdout: buffer(), stderr })).toBe(2);
  expect(stderr.text()).toContain('Usage:');
});
