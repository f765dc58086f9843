import { domainToASCII } from 'node:url';

/** Providers that deliver `a.b@` and `ab@` to one mailbox; one provider under two names is one domain. */
const DOTLESS_DOMAINS: Readonly<Record<string, string>> = { 'gmail.com': 'gmail.com', 'googlemail.com': 'gmail.com' };

/** The mailbox an address delivers to and its domain, for counting what is sent there (never for sending). */
export interface Mailbox {
  /** `victim@example.com` for `Victim+1@Example.com`; `victim@gmail.com` for `v.i.c.t.i.m@googlemail.com`. */
  mailbox: string;
  /** The recipient's domain, lower-case, in its ASCII (punycode) form; gmail.com for googlemail.com. */
  domain: string;
}

/**
 * The mailbox `address` reaches, so that limits per address cannot be dodged by writing one mailbox
 * many ways: lower-cased (providers treat local parts case-blind in practice), without a `+tag`,
 * without dots where the provider ignores them. Counting two addresses as one errs on the safe side
 * (fewer messages), so odd input is folded rather than refused.
 * @example mailboxOf('V.ictim+jobs@GoogleMail.com') // { mailbox: 'victim@gmail.com', domain: 'gmail.com' }
 */
export function mailboxOf(address: string): Mailbox {
  const text = address.trim().toLowerCase();
  const at = text.lastIndexOf('@');
  const rawLocal = at >= 0 ? text.slice(0, at) : text;
  const rawDomain = (at >= 0 ? text.slice(at + 1) : '').replace(/\.+$/, '');
  // An internationalised domain and its punycode form are one domain; an invalid one stays as typed.
  const ascii = rawDomain ? domainToASCII(rawDomain) || rawDomain : '';
  const domain = DOTLESS_DOMAINS[ascii] ?? ascii;
  const plus = rawLocal.indexOf('+');
  let local = plus > 0 ? rawLocal.slice(0, plus) : rawLocal;
  if (Object.hasOwn(DOTLESS_DOMAINS, ascii)) local = local.replace(/\./g, '') || local;
  return { mailbox: `${local}@${domain}`, domain };
}
