import { devSlot } from './devSlot';

afterEach(() => document.body.replaceChildren());

test("a routed remote mounts into the server's own slot when it drew the remote's page there", () => {
  document.body.innerHTML = '<main id="main-content"><div id="careers-remotes"><div data-remote="mf-offers"><h1>Offers</h1></div></div></main>';
  const slot = devSlot({ remoteName: 'mf-offers' });
  expect(slot?.textContent).toBe('Offers');
});

test("else into a slot of its own in the chrome's <main>, where the shell would put it", () => {
  document.body.innerHTML = '<div id="careers-root"><main id="main-content"><h2>Chrome</h2></main></div>';
  const slot = devSlot({ remoteName: 'mf-search' });
  expect(slot?.closest('#careers-remotes')?.parentElement?.id).toBe('main-content');
  expect(slot?.dataset.remote).toBe('mf-search');
  expect(devSlot({ remoteName: 'mf-search' })).toBe(slot);
});

test('a chrome remote mounts into the element it names, or nowhere when the page has none', () => {
  document.body.innerHTML = '<nav><div id="careers-notification-slot"></div></nav>';
  expect(devSlot({ remoteName: 'mf-notifications', mountInto: '#careers-notification-slot' })?.parentElement?.tagName).toBe('NAV');
  document.body.replaceChildren();
  expect(devSlot({ remoteName: 'mf-notifications', mountInto: '#careers-notification-slot' })).toBeNull();
});
