import fs from 'node:fs';
import path from 'node:path';
import { EvidenceKeyError, newEvidenceKeyText, parseEvidenceKeys, type EvidenceKeyring } from './evidenceKeyring';

/** Where the evidence keys come from: EVIDENCE_KEYS, else the key file in KEYS_DIR. */
export interface EvidenceKeySource {
  /** EVIDENCE_KEYS as given, or null. */
  evidenceKeys: string | null;
  /** KEYS_DIR: the folder of the key file, outside the database. */
  keysDir: string;
}

export const EVIDENCE_KEY_FILE = 'evidence-keys';

const FILE_HEADER = [
  '# Evidence keys of this careers site: the first line keys what is written now, the lines after it are',
  '# older keys kept so that what they keyed still verifies. Back this file up with the database and give',
  '# every instance the same one (or set EVIDENCE_KEYS); without it, offer audit logs cannot be verified.',
  '# Rotate with `npm run evidence-keys -- rotate`. Never share it, never put it in the database.',
].join('\n');

/**
 * The installation's evidence keys. EVIDENCE_KEYS wins; otherwise `<KEYS_DIR>/evidence-keys`, created
 * on first start with one fresh key (folder 0700, file 0600, written atomically so instances starting
 * together on one shared folder all end with the same file). A key file others can read is refused:
 * whoever reads it can forge the evidence it protects.
 */
export function loadEvidenceKeyring(source: EvidenceKeySource): EvidenceKeyring {
  if (source.evidenceKeys !== null) return parseEvidenceKeys(source.evidenceKeys, 'EVIDENCE_KEYS');
  const file = path.join(source.keysDir, EVIDENCE_KEY_FILE);
  if (fs.existsSync(source.keysDir)) checkFolder(source.keysDir);
  // lstat, not exists: a dangling symlink "does not exist" and the key would be made through it.
  if (!lstatOrNull(file)) createKeyFile(source.keysDir, file);
  checkPrivate(file);
  return parseEvidenceKeys(fs.readFileSync(file, 'utf8'), file);
}

const lstatOrNull = (file: string): fs.Stats | null => {
  try {
    return fs.lstatSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
};

// The sticky bit (as on /tmp): others may add files there but not rename or delete ours (the owner check catches theirs).
const STICKY = 0o1000;

// Whoever can write the folder can replace the key file with one holding a key they know (rename
// over it, or a symlink to their own file), and then forge what the key protects.
function checkFolder(dir: string): void {
  if (process.platform === 'win32') return;
  const stat = fs.lstatSync(dir);
  if (stat.isSymbolicLink()) return checkFolder(fs.realpathSync(dir));
  const mode = stat.mode & 0o777;
  if ((mode & 0o022) !== 0 && (stat.mode & STICKY) === 0) {
    throw new EvidenceKeyError(`${dir} can be written by other users (mode ${mode.toString(8)}): run \`chmod 700 ${dir}\` and start again.`);
  }
}

function createKeyFile(dir: string, file: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const temp = path.join(dir, `.${EVIDENCE_KEY_FILE}.${process.pid}.${Date.now()}`);
  fs.writeFileSync(temp, `${FILE_HEADER}\n${newEvidenceKeyText()}\n`, { mode: 0o600, flag: 'wx' });
  try {
    // A hard link fails if the file exists: the first instance's key stays, a racing one drops its own.
    fs.linkSync(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(temp, { force: true });
  }
}

function checkPrivate(file: string): void {
  if (process.platform === 'win32') return;
  const stat = fs.lstatSync(file);
  // A link would make the key whatever file it points to, readable or planted by someone else.
  if (stat.isSymbolicLink()) throw new EvidenceKeyError(`${file} is a symbolic link: the key file must be a plain file of its own (mode 600). Replace the link with the file and start again.`);
  if (!stat.isFile()) throw new EvidenceKeyError(`${file} is not a plain file.`);
  if (typeof process.getuid === 'function' && stat.uid !== process.getuid()) {
    throw new EvidenceKeyError(`${file} belongs to another user (uid ${stat.uid}): the key file must belong to the user the server runs as.`);
  }
  const mode = stat.mode & 0o777;
  if ((mode & 0o077) !== 0) {
    throw new EvidenceKeyError(`${file} can be read by other users (mode ${mode.toString(8)}): run \`chmod 600 ${file}\` and start again.`);
  }
}

/**
 * Adds a fresh key as the new current one at the top of the key file, keeping every older key below
 * it (what they keyed must still verify). Returns the new key's text so the caller can print its id.
 * Instances read the file when they start: restart them all after a rotation (until then, each keeps
 * writing under the old key, which every instance can still verify).
 */
export function rotateEvidenceKeyFile(keysDir: string): { file: string; keyring: EvidenceKeyring } {
  const file = path.join(keysDir, EVIDENCE_KEY_FILE);
  const before = loadEvidenceKeyring({ evidenceKeys: null, keysDir });
  const keys = fs.readFileSync(file, 'utf8').split(/\r?\n/).filter((line) => line.trim() && !line.trimStart().startsWith('#'));
  const temp = `${file}.rotating.${process.pid}.${Date.now()}`;
  // 'wx': never written through a file or link already at that name.
  fs.writeFileSync(temp, `${FILE_HEADER}\n${[newEvidenceKeyText(), ...keys].join('\n')}\n`, { mode: 0o600, flag: 'wx' });
  fs.renameSync(temp, file);
  const keyring = loadEvidenceKeyring({ evidenceKeys: null, keysDir });
  if (keyring.byId.size !== before.byId.size + 1) throw new EvidenceKeyError(`${file} did not gain exactly one key.`);
  return { file, keyring };
}
