import { evidenceKeyId, evidenceMac, EvidenceKeyError, newEvidenceKeyText, parseEvidenceKeys } from './evidenceKeyring';

describe('parseEvidenceKeys', () => {
  const a = newEvidenceKeyText();
  const b = newEvidenceKeyText();

  it('reads keys newest first, from lines or commas, skipping comments', () => {
    const ring = parseEvidenceKeys(`# comment\n${a}\n\n${b}\n`, 'file');
    expect(ring.current.secret).toEqual(Buffer.from(a, 'base64url'));
    expect([...ring.byId.keys()]).toEqual([evidenceKeyId(Buffer.from(a, 'base64url')), evidenceKeyId(Buffer.from(b, 'base64url'))]);
    expect([...parseEvidenceKeys(`${b}, ${a}`, 'env').byId.keys()][0]).toBe(evidenceKeyId(Buffer.from(b, 'base64url')));
  });

  it('accepts 64 hex digits as the same key', () => {
    const hex = Buffer.from(a, 'base64url').toString('hex');
    expect(parseEvidenceKeys(hex, 'env').current.id).toBe(parseEvidenceKeys(a, 'env').current.id);
  });

  it('refuses short, long or empty keys, naming the key by position and never its text', () => {
    expect(() => parseEvidenceKeys('# nothing\n', 'the file')).toThrow(new EvidenceKeyError('the file holds no evidence key.'));
    const short = a.slice(0, 40);
    expect(() => parseEvidenceKeys(`${a},${short}`, 'EVIDENCE_KEYS')).toThrow(
      new EvidenceKeyError('EVIDENCE_KEYS: key 2 is not 32 bytes as base64url (43 characters) or 64 hex digits.'),
    );
    expect(() => parseEvidenceKeys(`${a}x`, 'EVIDENCE_KEYS')).toThrow(EvidenceKeyError);
  });

  it('gives each key an id that does not reveal it and each purpose its own MAC', () => {
    const ring = parseEvidenceKeys(a, 'env');
    expect(ring.current.id).toMatch(/^k[0-9a-f]{16}$/);
    expect(a).not.toContain(ring.current.id.slice(1));
    expect(evidenceMac(ring.current, 'offer-events', 'x')).not.toBe(evidenceMac(ring.current, 'login-throttle', 'x'));
    expect(evidenceMac(ring.current, 'offer-events', 'x')).toBe(evidenceMac(parseEvidenceKeys(a, 'again').current, 'offer-events', 'x'));
    expect(evidenceMac(ring.current, 'offer-events', 'x')).not.toBe(evidenceMac(parseEvidenceKeys(b, 'other').current, 'offer-events', 'x'));
  });
});
