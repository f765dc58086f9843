import { mailboxOf } from './mailboxOf';

test.each([
  ['victim@example.com', 'victim@example.com', 'example.com'],
  ['victim+1@example.com', 'victim@example.com', 'example.com'],
  ['victim+a+b@example.com', 'victim@example.com', 'example.com'],
  ['Victim@Example.COM', 'victim@example.com', 'example.com'],
  [' victim@example.com. ', 'victim@example.com', 'example.com'],
  // Dots count at most providers: only gmail ignores them.
  ['v.i.c.t.i.m@example.com', 'v.i.c.t.i.m@example.com', 'example.com'],
  ['v.i.c.t.i.m@gmail.com', 'victim@gmail.com', 'gmail.com'],
  ['V.Ictim+news@GoogleMail.com', 'victim@gmail.com', 'gmail.com'],
  ['victim@googlemail.com', 'victim@gmail.com', 'gmail.com'],
])('%s is the mailbox %s', (address, mailbox, domain) => {
  expect(mailboxOf(address)).toEqual({ mailbox, domain });
});

test('an internationalised domain and its punycode form are one domain', () => {
  expect(mailboxOf('victim@bücher.example')).toEqual({ mailbox: 'victim@xn--bcher-kva.example', domain: 'xn--bcher-kva.example' });
  expect(mailboxOf('Victim+x@XN--BCHER-KVA.example')).toEqual(mailboxOf('victim@bücher.example'));
});

test('odd input stays safe: folded, never thrown', () => {
  expect(mailboxOf('+tag@example.com')).toEqual({ mailbox: '+tag@example.com', domain: 'example.com' });
  expect(mailboxOf('...@gmail.com')).toEqual({ mailbox: '...@gmail.com', domain: 'gmail.com' });
  expect(mailboxOf('"a@b"@example.com')).toEqual({ mailbox: '"a@b"@example.com', domain: 'example.com' });
  expect(mailboxOf('no-at-sign')).toEqual({ mailbox: 'no-at-sign@', domain: '' });
  expect(mailboxOf('a@exa mple.com').domain).toBe('exa mple.com');
  expect(mailboxOf('')).toEqual({ mailbox: '@', domain: '' });
});
