/**
 * Large public mail providers: millions of unrelated people share each of these domains, so the
 * hourly cap per recipient domain (ALERT_CONFIRMATIONS_PER_DOMAIN_PER_HOUR) is not counted for them.
 * That cap keeps a company's own mail domain from being flooded through many of its mailboxes; on a
 * public provider it would let one requester block confirmations to every user of it for an hour
 * (attack review of issue 25). There the per-mailbox and per-requester caps are the guard. The list is
 * deliberately short (the biggest providers); a provider left out only gets the stricter domain cap.
 */
const PROVIDERS: ReadonlySet<string> = new Set([
  'gmail.com', 'googlemail.com',
  'outlook.com', 'hotmail.com', 'live.com', 'msn.com',
  'yahoo.com', 'ymail.com',
  'icloud.com', 'me.com', 'mac.com',
  'aol.com',
  'proton.me', 'protonmail.com', 'pm.me',
  'web.de', 'mail.com',
  'mail.ru', 'yandex.ru', 'yandex.com',
  'qq.com', '163.com', '126.com',
]);

// Providers that run the same service under country domains: gmx.de, gmx.net, hotmail.co.uk, yahoo.fr …
const FAMILIES = /^(gmx|yahoo|hotmail|outlook|live)\.([a-z]{2,3}|co\.[a-z]{2}|com\.[a-z]{2})$/;

/** Whether `domain` (lower-case ASCII, as mailboxOf gives it) is a large public mail provider. */
export function isPublicMailProvider(domain: string): boolean {
  return PROVIDERS.has(domain) || FAMILIES.test(domain);
}
