import { randomBytes } from 'node:crypto';

// A session's CSRF token as a page carries it: XORed with fresh random bytes on every answer, the pad
// beside it. Pages are compressed (plugins/compression.ts) and several reflect what the address says
// (the login page's `next`): an unmasked token beside attacker-chosen text lets answer sizes reveal the
// token a character at a time (BREACH). Masked, the bytes differ on every answer while the token behind
// them stays the session's. Headers are not compressed, so `x-csrf-token` answers carry it as it is.

const SEPARATOR = '.';

/** The token masked with a new pad: `<pad>.<token XOR pad>`, both base64url. */
export function maskCsrfToken(token: string): string {
  const raw = Buffer.from(token, 'utf8');
  const pad = randomBytes(raw.length);
  const masked = Buffer.alloc(raw.length);
  for (let i = 0; i < raw.length; i++) masked[i] = (raw[i] as number) ^ (pad[i] as number);
  return `${pad.toString('base64url')}${SEPARATOR}${masked.toString('base64url')}`;
}

/** The token a page's masked form stands for; a token sent as it is (the header) comes back unchanged. */
export function unmaskCsrfToken(sent: string): string {
  const at = sent.indexOf(SEPARATOR);
  if (at < 0) return sent;
  const pad = Buffer.from(sent.slice(0, at), 'base64url');
  const masked = Buffer.from(sent.slice(at + 1), 'base64url');
  if (pad.length === 0 || pad.length !== masked.length) return '';
  const raw = Buffer.alloc(pad.length);
  for (let i = 0; i < pad.length; i++) raw[i] = (pad[i] as number) ^ (masked[i] as number);
  return raw.toString('utf8');
}
