import { devMountDecision } from './devMountDecision';

const offers = { remoteName: 'mf-offers' };

test("a remote mounts on its own pages, and a protected one only once the visitor is logged in", () => {
  expect(devMountDecision(offers, '/careers/offer/7', true)).toEqual({ mount: true });
  expect(devMountDecision(offers, '/careers/offers', false)).toEqual({ mount: false, notice: expect.stringContaining('/careers/login') });
  expect(devMountDecision({ remoteName: 'mf-search' }, '/careers/search', false)).toEqual({ mount: true });
});

test("another remote's page keeps the server's markup and says whose page it is", () => {
  expect(devMountDecision(offers, '/careers/search', true)).toEqual({ mount: false, notice: expect.stringContaining('belongs to mf-search') });
  expect(devMountDecision(offers, '/careers/login', true)).toEqual({ mount: false, notice: expect.stringContaining('belongs to shell') });
  expect(devMountDecision(offers, '/elsewhere', true)).toEqual({ mount: false, notice: '/elsewhere is not a careers page.' });
});

test('a remote with a chrome slot mounts on every page', () => {
  expect(devMountDecision({ remoteName: 'mf-notifications', mountInto: '#careers-notification-slot' }, '/careers/search', false)).toEqual({ mount: true });
});
