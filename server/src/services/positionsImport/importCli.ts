import '../../nodeVersion'; // first: a clear sentence instead of a crash on a too-old Node
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrate';
import { getDomain } from '../domains';
import { guessFormat, type ImportFormat } from './importFile';
import { importPositions, InvalidImport, type ImportReport } from './importPositions';
import { rotateImportToken } from './importTokens';

const IMPORT_USAGE = `Usage: pnpm positions:import FILE [--domain DOMAIN] [--format json|csv]

Upserts and closes the company's positions from a JSON or CSV file of its ATS (README "Positions
import": columns, rules). Every row is checked first; any problem is reported by line and nothing is
written. Then all rows are written in one transaction, with the announcement of the new and
reopened positions queued in the database: a running server matches them against saved searches
and job alerts and sends the e-mail, its links on the address it serves candidates at.
"N alerts queued": N new or reopened positions to announce.
  --domain DOMAIN  the company (default DEFAULT_DOMAIN)
  --format F       json or csv (default: the file's extension, else its content)
The database is DATABASE_URL, else the SQLite file in DATA_DIR, as for the server.
`;

const TOKEN_USAGE = `Usage: pnpm positions:token [--domain DOMAIN]

Makes the company's token for the import API and prints it once (only its SHA-256 is stored). A token
made before stops working at once.
  --domain DOMAIN  the company (default DEFAULT_DOMAIN)
`;

/** Where the commands write. */
export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/** Larger files are refused before reading (the API's limit is 10 MB; a command may take more). */
const MAX_FILE_BYTES = 100 * 1024 * 1024;

function formatFromName(file: string): ImportFormat | undefined {
  const ext = path.extname(file).toLowerCase();
  return ext === '.json' ? 'json' : ext === '.csv' ? 'csv' : undefined;
}

function describeReport(report: ImportReport, domain: string): string {
  const lines = [
    `Imported ${report.rows} rows into ${domain}: ${report.created} created, ${report.updated} updated, ${report.reopened} reopened, ${report.closed} closed, ${report.unchanged} unchanged.`,
  ];
  if (report.unknownClosed.length) lines.push(`Nothing to close for ${report.unknownClosed.length} external ids not known here: ${report.unknownClosed.slice(0, 20).join(', ')}${report.unknownClosed.length > 20 ? ' …' : ''}`);
  // N counts positions to announce (one outbox row carries them); the e-mails per recipient are made by the server.
  lines.push(`${report.alertsQueued} alerts queued`);
  return `${lines.join('\n')}\n`;
}

async function withDatabase<T>(env: NodeJS.ProcessEnv, work: (deps: { db: ReturnType<typeof openDatabase>['db']; config: ReturnType<typeof loadConfig> }) => Promise<T>): Promise<T> {
  const config = loadConfig(env);
  const database = openDatabase(config.database);
  try {
    await migrate(database);
    return await work({ db: database.db, config });
  } finally {
    await database.close();
  }
}

/** `pnpm positions:import`: 0 imported, 1 refused (problems by line on stderr) or failed, 2 bad arguments. */
export async function runImportCli(argv: string[], env: NodeJS.ProcessEnv = process.env, io: CliIo = process): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({ args: argv, allowPositionals: true, options: { domain: { type: 'string' }, format: { type: 'string' }, help: { type: 'boolean', short: 'h' } } });
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${IMPORT_USAGE}`);
    return 2;
  }
  const { values: args, positionals } = parsed;
  if (args.help) {
    io.stdout.write(IMPORT_USAGE);
    return 0;
  }
  if (positionals.length !== 1) {
    io.stderr.write(`Name one file to import.\n\n${IMPORT_USAGE}`);
    return 2;
  }
  if (args.format !== undefined && args.format !== 'json' && args.format !== 'csv') {
    io.stderr.write(`--format must be json or csv.\n\n${IMPORT_USAGE}`);
    return 2;
  }
  const file = path.resolve(env.INIT_CWD ?? process.cwd(), positionals[0] as string);
  try {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat?.isFile()) throw new ConfigError(`There is no file at ${file}.`);
    if (stat.size > MAX_FILE_BYTES) throw new ConfigError(`${file} is larger than ${MAX_FILE_BYTES / 1024 / 1024} MB.`);
    const text = fs.readFileSync(file, 'utf8');
    const format = (args.format as ImportFormat | undefined) ?? formatFromName(file) ?? guessFormat(text);
    return await withDatabase(env, async ({ db, config }) => {
      const id = (args.domain ?? config.defaultDomain).toLowerCase();
      const domain = await getDomain(db, id);
      if (!domain) throw new ConfigError(`No company "${id}" in this database (--domain).`);
      try {
        const report = await importPositions({ db, config, now: Date.now }, domain, text, format);
        io.stdout.write(describeReport(report, id));
        return 0;
      } catch (error) {
        if (!(error instanceof InvalidImport)) throw error;
        io.stderr.write(`${path.basename(file)} was not imported (${error.count} ${error.count === 1 ? 'problem' : 'problems'}; nothing was written):\n`);
        for (const p of error.problems) io.stderr.write(`  line ${p.line}: ${p.message}\n`);
        if (error.count > error.problems.length) io.stderr.write(`  … and ${error.count - error.problems.length} more\n`);
        return 1;
      }
    });
  } catch (error) {
    io.stderr.write(`${error instanceof ConfigError ? error.message : (error as Error).stack}\n`);
    return 1;
  }
}

/** `pnpm positions:token`: prints a new token for the company (the old one stops working). */
export async function runTokenCli(argv: string[], env: NodeJS.ProcessEnv = process.env, io: CliIo = process): Promise<number> {
  let args;
  try {
    args = parseArgs({ args: argv, options: { domain: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }).values;
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${TOKEN_USAGE}`);
    return 2;
  }
  if (args.help) {
    io.stdout.write(TOKEN_USAGE);
    return 0;
  }
  try {
    return await withDatabase(env, async ({ db, config }) => {
      const id = (args.domain ?? config.defaultDomain).toLowerCase();
      if (!(await getDomain(db, id))) throw new ConfigError(`No company "${id}" in this database (--domain).`);
      const token = await rotateImportToken(db, id, new Date());
      io.stderr.write(`The import token of ${id} (shown this once; any earlier token no longer works):\n`);
      io.stdout.write(`${token}\n`);
      return 0;
    });
  } catch (error) {
    io.stderr.write(`${error instanceof ConfigError ? error.message : (error as Error).stack}\n`);
    return 1;
  }
}

if (require.main === module) {
  const [command, ...rest] = process.argv.slice(2);
  const run = command === 'token' ? runTokenCli : runImportCli;
  void run(command === 'token' || command === 'import' ? rest : process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
