import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runEvidenceKeysCli } from './evidenceKeysCli';
import { EvidenceKeyError, newEvidenceKeyText } from './evidenceKeyring';
import { EVIDENCE_KEY_FILE, loadEvidenceKeyring, rotateEvidenceKeyFile } from './loadEvidenceKeyring';

let base: string;
beforeEach(() => {
  base = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-keys-'));
});
afterEach(() => fs.rmSync(base, { recursive: true, force: true }));

const capture = () => {
  const out = { stdout: '', stderr: '' };
  return { out, io: { stdout: { write: (t: string) => (out.stdout += t) }, stderr: { write: (t: string) => (out.stderr += t) } } };
};

describe('loadEvidenceKeyring', () => {
  it('creates the key file at first start, private to its owner, and reads the same key afterwards', () => {
    const keysDir = path.join(base, 'keys');
    const first = loadEvidenceKeyring({ evidenceKeys: null, keysDir });
    const file = path.join(keysDir, EVIDENCE_KEY_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.statSync(keysDir).mode & 0o777).toBe(0o700);
    expect(loadEvidenceKeyring({ evidenceKeys: null, keysDir }).current.id).toBe(first.current.id);
    expect(fs.readdirSync(keysDir)).toEqual([EVIDENCE_KEY_FILE]);
  });

  it('prefers EVIDENCE_KEYS and then writes no file', () => {
    const key = newEvidenceKeyText();
    const keysDir = path.join(base, 'keys');
    const ring = loadEvidenceKeyring({ evidenceKeys: key, keysDir });
    expect(ring.current.secret).toEqual(Buffer.from(key, 'base64url'));
    expect(fs.existsSync(keysDir)).toBe(false);
  });

  it('refuses a key file other users can read', () => {
    const keysDir = path.join(base, 'keys');
    loadEvidenceKeyring({ evidenceKeys: null, keysDir });
    const file = path.join(keysDir, EVIDENCE_KEY_FILE);
    fs.chmodSync(file, 0o644);
    expect(() => loadEvidenceKeyring({ evidenceKeys: null, keysDir })).toThrow(
      new EvidenceKeyError(`${file} can be read by other users (mode 644): run \`chmod 600 ${file}\` and start again.`),
    );
  });

  it('refuses a keys folder other users can change (issue 25 attack review), unless it has the sticky bit', () => {
    const keysDir = path.join(base, 'keys');
    loadEvidenceKeyring({ evidenceKeys: null, keysDir });
    fs.chmodSync(keysDir, 0o777);
    expect(() => loadEvidenceKeyring({ evidenceKeys: null, keysDir })).toThrow(
      new EvidenceKeyError(`${keysDir} can be written by other users (mode 777): run \`chmod 700 ${keysDir}\` and start again.`),
    );
    fs.chmodSync(keysDir, 0o1777);
    expect(loadEvidenceKeyring({ evidenceKeys: null, keysDir }).byId.size).toBe(1);
  });

  it('rotation adds a new current key and keeps the old one for verifying', () => {
    const keysDir = path.join(base, 'keys');
    const before = loadEvidenceKeyring({ evidenceKeys: null, keysDir });
    const { keyring } = rotateEvidenceKeyFile(keysDir);
    expect(keyring.current.id).not.toBe(before.current.id);
    expect(keyring.byId.get(before.current.id)?.secret).toEqual(before.current.secret);
    expect(fs.statSync(path.join(keysDir, EVIDENCE_KEY_FILE)).mode & 0o777).toBe(0o600);
    expect(loadEvidenceKeyring({ evidenceKeys: null, keysDir }).current.id).toBe(keyring.current.id);
  });
});

describe('npm run evidence-keys', () => {
  it('shows ids (never keys), rotates the file, and refuses to rotate EVIDENCE_KEYS', () => {
    const env = { DATA_DIR: base };
    const shown = capture();
    expect(runEvidenceKeysCli(['show'], env, shown.io)).toBe(0);
    const [firstId] = shown.out.stdout.trim().split('\n');
    expect(firstId).toMatch(/^k[0-9a-f]{16} \(current\)$/);
    const secret = fs.readFileSync(path.join(base, 'keys', EVIDENCE_KEY_FILE), 'utf8').split('\n').find((line) => line && !line.startsWith('#'));
    expect(shown.out.stdout).not.toContain(secret);

    const rotated = capture();
    expect(runEvidenceKeysCli(['--', 'rotate'], env, rotated.io)).toBe(0);
    expect(rotated.out.stdout).toMatch(/new current key k[0-9a-f]{16}; 1 older kept/);
    const again = capture();
    runEvidenceKeysCli(['show'], env, again.io);
    expect(again.out.stdout.trim().split('\n')).toEqual([expect.stringMatching(/\(current\)$/), firstId!.replace(' (current)', '')]);

    const refused = capture();
    expect(runEvidenceKeysCli(['rotate'], { ...env, EVIDENCE_KEYS: newEvidenceKeyText() }, refused.io)).toBe(1);
    expect(refused.out.stderr).toContain('EVIDENCE_KEYS is set');
    expect(runEvidenceKeysCli(['nonsense'], env, capture().io)).toBe(2);
  });
});
