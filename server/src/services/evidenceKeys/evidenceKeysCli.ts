import '../../nodeVersion'; // first: a clear sentence instead of a crash on a too-old Node
import { ConfigError, loadConfig } from '../../config';
import { EvidenceKeyError, newEvidenceKeyText, parseEvidenceKeys } from './evidenceKeyring';
import { loadEvidenceKeyring, rotateEvidenceKeyFile } from './loadEvidenceKeyring';

const USAGE = `Usage: npm run evidence-keys -- show | rotate | new

The evidence keys key the offer audit chain, wrap the PDF seal's private key and key the log-in
throttle (README "Evidence keys"). They are EVIDENCE_KEYS, else the file KEYS_DIR/evidence-keys
(KEYS_DIR defaults to DATA_DIR/keys), as for the server.
  show    the ids of the keys, the current one first (never the keys themselves)
  rotate  adds a new current key at the top of the key file, keeping the older ones (what they keyed
          still verifies); restart every instance afterwards. With EVIDENCE_KEYS set, use \`new\`.
  new     prints a fresh key: put it first in EVIDENCE_KEYS, keep the older ones after it
`;

/** Where the command writes. */
export interface CliIo {
  stdout: { write(text: string): unknown };
  stderr: { write(text: string): unknown };
}

/** `npm run evidence-keys`: 0 done, 1 failed (the reason on stderr), 2 bad arguments. */
export function runEvidenceKeysCli(argv: string[], env: NodeJS.ProcessEnv = process.env, io: CliIo = process): number {
  const [command, ...rest] = argv.filter((arg, i) => !(i === 0 && arg === '--'));
  if (command === '--help' || command === '-h') {
    io.stdout.write(USAGE);
    return 0;
  }
  if (!command || !['show', 'rotate', 'new'].includes(command) || rest.length > 0) {
    io.stderr.write(USAGE);
    return 2;
  }
  try {
    if (command === 'new') {
      const text = newEvidenceKeyText();
      io.stderr.write(`A new evidence key, id ${parseEvidenceKeys(text, 'new key').current.id}:\n`);
      io.stdout.write(`${text}\n`);
      return 0;
    }
    const { evidence } = loadConfig(env);
    if (command === 'rotate') {
      if (evidence.evidenceKeys !== null) throw new ConfigError('EVIDENCE_KEYS is set: the keys are not read from a file. Run `new` and put its key first in EVIDENCE_KEYS, keeping the older ones.');
      const { file, keyring } = rotateEvidenceKeyFile(evidence.keysDir);
      io.stdout.write(`${file}: new current key ${keyring.current.id}; ${keyring.byId.size - 1} older kept. Restart every instance to write under it.\n`);
      return 0;
    }
    const keyring = loadEvidenceKeyring(evidence);
    io.stdout.write(`${[...keyring.byId.keys()].map((id) => (id === keyring.current.id ? `${id} (current)` : id)).join('\n')}\n`);
    return 0;
  } catch (error) {
    if (error instanceof ConfigError || error instanceof EvidenceKeyError) {
      io.stderr.write(`${error.message}\n`);
      return 1;
    }
    throw error;
  }
}

if (require.main === module) process.exitCode = runEvidenceKeysCli(process.argv.slice(2));
