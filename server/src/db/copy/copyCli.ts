import '../../nodeVersion'; // first: a clear sentence instead of a crash on a too-old Node
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import { deleteSqliteFiles, openDatabase, type DatabaseTarget, type OpenDatabase } from '../database';
import type { ProgressStream } from '../progressBar';
import { targetLabel } from '../targetLabel';
import { copyDatabase, CopyRefused, type CopyReport } from './copyDatabase';

const USAGE = `Usage: pnpm db:copy --from <database> --to <database>

Copies every table of one database into another, empty one, then counts the rows of each table on
both sides (exit code 1 when a count differs). A database is sqlite:<path> or
postgres://user:password@host:5432/database. The target is migrated first when it is new.
  pnpm db:copy --from sqlite:.data/careers.sqlite --to postgres://careers@db.example:5432/careers
Uploaded files' bytes are not in the database: FILES_DIR stays where it is (see README).
`;

export interface CliIo {
  stdout: ProgressStream;
  stderr: ProgressStream;
}

/** Runs `db:copy`; returns the process exit code (0 copied and every count matches, 1 otherwise, 2 bad arguments). */
export async function runCopyCli(argv: string[], io: CliIo = process): Promise<number> {
  let args;
  try {
    args = parseArgs({ args: argv, options: { from: { type: 'string' }, to: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values;
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.help) {
    io.stdout.write(USAGE);
    return 0;
  }
  if (!args.from || !args.to) {
    io.stderr.write(`Both --from and --to are needed.\n\n${USAGE}`);
    return 2;
  }
  let source: OpenDatabase | null = null;
  let target: OpenDatabase | null = null;
  let newFile: string | null = null;
  let copied = false;
  try {
    const from = databaseTarget(args.from, '--from');
    const to = databaseTarget(args.to, '--to');
    if (from.engine === 'sqlite' && !fs.existsSync(from.path)) throw new CopyRefused(`There is no database at ${from.path} (--from).`);
    if (targetLabel(from) === targetLabel(to)) throw new CopyRefused('--from and --to name the same database.');
    io.stderr.write(`Copying ${targetLabel(from)} into ${targetLabel(to)}…\n`);
    source = openDatabase(from);
    if (to.engine === 'sqlite' && !fs.existsSync(to.path)) newFile = to.path;
    target = openDatabase(to);
    const report = await copyDatabase(source, target, (table, rows, seconds) =>
      io.stderr.write(`  ${table.padEnd(26)} ${rows.toLocaleString('en-US').padStart(11)} rows  ${seconds.toFixed(1)} s\n`),
    );
    copied = true;
    io.stdout.write(formatReport(report));
    return report.matches ? 0 : 1;
  } catch (error) {
    const known = error instanceof CopyRefused || error instanceof ConfigError;
    io.stderr.write(`${known ? (error as Error).message : (error as Error).stack}\n`);
    if (!known) io.stderr.write('Nothing was kept in the target: the copy runs in one transaction.\n');
    return 1;
  } finally {
    await source?.close();
    await target?.close();
    // An SQLite file made for a copy that did not happen would only be in the way of the next try.
    if (newFile && !copied) deleteSqliteFiles(newFile);
  }
}

function databaseTarget(url: string, flag: string): DatabaseTarget {
  try {
    // The server's own reading of DATABASE_URL, so both accept the same addresses.
    return loadConfig({ DATABASE_URL: url, DATABASE_POOL_SIZE: '2' }).database;
  } catch (error) {
    throw new ConfigError(`${flag}: ${(error as Error).message.replace('DATABASE_URL', 'the address')}`);
  }
}

/** The row counts, table by table, and the verdict. */
function formatReport(report: CopyReport): string {
  const lines = ['', `${'Table'.padEnd(26)} ${'source'.padStart(11)} ${'target'.padStart(11)}`];
  for (const { table, source, target } of report.tables) {
    const mark = source === target ? '' : '  ← differs';
    lines.push(`${table.padEnd(26)} ${source.toLocaleString('en-US').padStart(11)} ${target.toLocaleString('en-US').padStart(11)}${mark}`);
  }
  const rows = report.tables.reduce((sum, t) => sum + t.source, 0);
  const differing = report.tables.filter((t) => t.source !== t.target).length;
  lines.push(
    report.matches
      ? `Copied ${report.tables.length} tables (${rows.toLocaleString('en-US')} rows) in ${report.seconds.toFixed(1)} s: every count matches.`
      : `${differing} of ${report.tables.length} tables have a different number of rows in the target.`,
  );
  return `${lines.join('\n')}\n`;
}

if (require.main === module) {
  void runCopyCli(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
