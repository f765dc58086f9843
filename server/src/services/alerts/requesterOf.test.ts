import { isPublicMailProvider } from './publicMailProviders';
import { requesterOf } from './requesterOf';

test('an IPv6 address counts by its /64, however it is written; IPv4 by the address, also when IPv4-mapped', () => {
  expect(requesterOf('2001:db8:1:2::5')).toBe(requesterOf('2001:0DB8:0001:0002:ffff:0:0:1'));
  expect(requesterOf('2001:db8:1:2::5')).not.toBe(requesterOf('2001:db8:1:3::5'));
  expect(requesterOf('::ffff:198.51.100.7')).toBe(requesterOf('198.51.100.7'));
  expect(requesterOf('198.51.100.7')).not.toBe(requesterOf('198.51.100.8'));
  expect(requesterOf('198.51.100.7')).not.toContain('198');
});

test('large public providers, their country domains too; a company domain that looks alike is not one', () => {
  for (const domain of ['gmail.com', 'googlemail.com', 'outlook.com', 'hotmail.co.uk', 'gmx.de', 'gmx.net', 'yahoo.com.br', 'web.de', 'qq.com', 'proton.me']) {
    expect({ domain, isPublic: isPublicMailProvider(domain) }).toEqual({ domain, isPublic: true });
  }
  for (const domain of ['example.com', 'gmail.example.com', 'outlook.acme.com', 'gmx.acme.de', 'mygmail.com']) {
    expect({ domain, isPublic: isPublicMailProvider(domain) }).toEqual({ domain, isPublic: false });
  }
});
