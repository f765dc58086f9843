import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { snapshot } from 'valtio/vanilla';
import { setThemeDocument, themeStore } from '@careers/shared/theme';
import { defaultThemeDocument } from '@careers/shared/theme/defaultThemeDocuments';
import { mount, unmount } from './widget';

/** A stand-in for fetch's Response (jsdom has none) with just what the transport reads. */
const respond = (body: unknown) =>
  ({ status: 200, ok: true, redirected: false, url: '', headers: { get: () => null }, text: async () => JSON.stringify(body) }) as unknown as Response;

// On a host page whose CSP has no 'unsafe-inline' in style-src, a <style> tag without the host's
// nonce is refused (jsdom does not enforce CSP, so the test reads the tags themselves; it gives
// tags in a shadow root no stylesheet, so the rules' arrival is for the e2e test to see).
beforeEach(() => {
  // The bell asks the careers site for its theme (none published) and its badge; the badge's answer does not matter here.
  globalThis.fetch = jest.fn((url: string) =>
    url.includes('/api/pcsx/theme?') ? Promise.resolve(respond({ theme: null })) : new Promise<Response>(() => undefined),
  ) as unknown as typeof fetch;
});

test("the embedded bell's <style> tags stay in its shadow root and carry the host's nonce", async () => {
  const slot = document.body.appendChild(document.createElement('div'));
  await act(async () => mount(slot, { origin: 'https://careers.example', nonce: 'h0st-n0nce' }));
  const tags = [...(slot.querySelector('span')?.shadowRoot?.querySelectorAll<HTMLStyleElement>('style') ?? [])];
  // The :host reset (a global style) and the bell's own rules …
  expect(tags.map((tag) => tag.dataset.emotion).sort()).toEqual(['careers-widget', 'careers-widget-global']);
  // … in tags with the nonce, and nothing landed in the host's <head>.
  expect(tags.map((tag) => tag.getAttribute('nonce'))).toEqual(['h0st-n0nce', 'h0st-n0nce']);
  expect(document.head.querySelectorAll('style')).toHaveLength(0);
  act(() => unmount(slot));
  expect(slot.childElementCount).toBe(0);
});


test('on a host page the bell speaks the browser\'s language: es-ES is shown Spanish, with lang and dir on its own root only', async () => {
  const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES', 'en']);
  const boot = { groupId: 'northwind.demo', isLoggedIn: true, enableCandidateInappNotifications: true, hasActionRequiredNotificationsConfigured: false };
  globalThis.fetch = jest.fn(async (url: string) => respond(url.includes('notifications_boot_data') ? boot : url.includes('badge') ? { count: 3 } : { notifications: [] })) as unknown as typeof fetch;
  const slot = document.body.appendChild(document.createElement('div'));
  await act(async () => mount(slot, { origin: 'https://careers.example' }));
  const shadow = slot.querySelector('span')!.shadowRoot!;
  const bell = await within(shadow as unknown as HTMLElement).findByRole('button', { name: 'Notificaciones, 3 nuevas' });
  expect(shadow.querySelector('div')).toHaveAttribute('lang', 'es');
  expect(shadow.querySelector('div')).toHaveAttribute('dir', 'ltr');
  expect(document.documentElement).not.toHaveAttribute('lang');
  await userEvent.setup({ delay: null }).click(bell);
  expect(await within(shadow as unknown as HTMLElement).findByText('¡Estás al día!')).toBeInTheDocument();
  act(() => unmount(slot));
  slot.remove();
  languages.mockRestore();
});

test("a candidate whose careers site is in German (the boot call's language) hears the bell in German in a Spanish browser", async () => {
  const languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES', 'en']);
  const boot = { groupId: 'northwind.demo', isLoggedIn: true, enableCandidateInappNotifications: true, hasActionRequiredNotificationsConfigured: false, language: 'de' };
  const fetchMock = jest.fn(async (url: string) => respond(url.includes('notifications_boot_data') ? boot : url.includes('badge') ? { count: 3 } : { notifications: [] }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  const slot = document.body.appendChild(document.createElement('div'));
  await act(async () => mount(slot, { origin: 'https://careers.example' }));
  const shadow = slot.querySelector('span')!.shadowRoot!;
  expect(await within(shadow as unknown as HTMLElement).findByRole('button', { name: 'Benachrichtigungen, 3 neu' })).toBeInTheDocument();
  expect(shadow.querySelector('div')).toHaveAttribute('lang', 'de');
  // Its calls after the boot call ask for German texts (the notifications' own words).
  const headers = fetchMock.mock.calls.map((call) => ((call as unknown as [string, RequestInit])[1].headers as Record<string, string>)['x-locale']);
  expect(headers.at(-1)).toBe('de');
  act(() => unmount(slot));
  slot.remove();
  languages.mockRestore();
});

describe("the company's widget theme (the theme builder's default product)", () => {
  const boot = { groupId: 'northwind.demo', isLoggedIn: true, enableCandidateInappNotifications: true, hasActionRequiredNotificationsConfigured: false };
  afterEach(() => setThemeDocument(null));

  test('is asked for while the bell mounts, for the named company, and the bell draws it', async () => {
    const theme = defaultThemeDocument('default');
    theme.sections.talent_experience_core = { fontFamily: 'geometric', backgroundColour: '#101820', textColour: '#f2f2f2', accentColour: '#fee715' };
    let firstPaintTheme: unknown;
    const fetchMock = jest.fn(async (url: string) => {
      // The boot call is the bell's first, made once it has rendered.
      if (url.includes('notifications_boot_data')) firstPaintTheme ??= snapshot(themeStore).document;
      return respond(url.includes('/api/pcsx/theme?') ? { theme } : url.includes('notifications_boot_data') ? boot : url.includes('badge') ? { count: 1 } : { notifications: [] });
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    const slot = document.body.appendChild(document.createElement('div'));
    await act(async () => mount(slot, { origin: 'https://careers.example', domain: 'northwind.demo' }));
    expect(await within(slot.querySelector('span')!.shadowRoot! as unknown as HTMLElement).findByRole('button', { name: /Notifications/ })).toBeInTheDocument();
    const themeCall = fetchMock.mock.calls.map(([url]) => new URL(url)).find((url) => url.pathname === '/api/pcsx/theme')!;
    expect(Object.fromEntries(themeCall.searchParams)).toEqual({ product: 'default', domain: 'northwind.demo' });
    // Sent as every widget call is: to the careers origin, with the visitor's cookies.
    expect((fetchMock.mock.calls.find(([url]) => url.includes('/api/pcsx/theme?')) as unknown as [string, RequestInit])[1].credentials).toBe('include');
    // Drawn from the first paint: the theme is the page's before the bell renders (jsdom gives style tags in a shadow
    // root no stylesheet, so the colours themselves are talentExperienceTheme.test's to check).
    expect(firstPaintTheme).toEqual(theme);
    act(() => unmount(slot));
    slot.remove();
  });

  test('a failed call keeps the default look and shows no error', async () => {
    globalThis.fetch = jest.fn(async (url: string) => {
      if (url.includes('/api/pcsx/theme?')) throw new TypeError('Failed to fetch');
      return respond(url.includes('notifications_boot_data') ? boot : url.includes('badge') ? { count: 1 } : { notifications: [] });
    }) as unknown as typeof fetch;
    const slot = document.body.appendChild(document.createElement('div'));
    await act(async () => mount(slot, { origin: 'https://careers.example' }));
    const shadow = slot.querySelector('span')!.shadowRoot! as unknown as HTMLElement;
    expect(await within(shadow).findByRole('button', { name: /Notifications/ })).toBeInTheDocument();
    expect(themeStore.document).toBeNull();
    expect(within(shadow).queryByRole('alert')).not.toBeInTheDocument();
    act(() => unmount(slot));
    slot.remove();
  });
});
