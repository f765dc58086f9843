import { act, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { offer, offerDocument } from './testing/offersFixtures';
import { mount, unmount } from './widget';

jest.mock('canvas-confetti', () => ({ __esModule: true, default: { create: () => Object.assign(() => null, { reset: () => undefined }) } }));

const LOGGED_IN = { groupId: 'northwind.demo', isLoggedIn: true, enableCandidateInappNotifications: true, hasActionRequiredNotificationsConfigured: false };
const OFFERS = [offer({ id: 7, position: { id: 70, name: 'Senior Data Engineer' }, offer_documents: [offerDocument({ id: 11, name: 'Offer letter' })] })];

/** A stand-in for fetch's Response (jsdom has none) with just what the transport reads. */
const respond = (body: unknown) =>
  ({ status: 200, ok: true, redirected: false, url: '', headers: { get: () => null }, text: async () => JSON.stringify(body) }) as unknown as Response;

let fetchMock: jest.Mock;
function answer(session: unknown) {
  fetchMock = jest.fn(async (url: string) =>
    respond(url.includes('/api/pcsx/theme?') ? { theme: null } : url.includes('/api/pcsx/notifications_boot_data') ? session : { offers: OFFERS }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
}

let slot: HTMLElement;
beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ({}) as CanvasRenderingContext2D);
});
beforeEach(() => {
  localStorage.clear();
  slot = document.body.appendChild(document.createElement('div'));
  slot.innerHTML = '<a href="https://careers.example/careers/offers">Your job offers</a>';
});
let languages: jest.SpyInstance | undefined;
afterEach(() => {
  languages?.mockRestore();
  act(() => unmount(slot));
  slot.remove();
});

const shadowOf = () => slot.querySelector('careers-offers')?.shadowRoot as ShadowRoot;

test('mounts in a shadow root with the host nonce on its styles, lists the offers without the heading, and navigates in memory', async () => {
  const user = userEvent.setup({ delay: null });
  answer(LOGGED_IN);
  window.history.pushState(null, '', '/intranet/home');
  await act(async () => mount(slot, { origin: 'https://careers.example', nonce: 'h0st-n0nce' }));
  // The slot's fallback link is set aside while the widget is there.
  expect(slot.querySelector('a')).toBeNull();
  const shadow = within(shadowOf() as unknown as HTMLElement);
  const view = await shadow.findByRole('button', { name: 'View job offer for Senior Data Engineer' });
  expect(shadow.queryByRole('heading', { name: 'Offers' })).not.toBeInTheDocument();
  // The widgets' theme (none published: the default look) was asked for while the widget mounted; the session call
  // told the widget the company; every call went to the careers origin with the cookie.
  expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
    'https://careers.example/api/pcsx/theme?product=default',
    'https://careers.example/api/pcsx/notifications_boot_data',
    'https://careers.example/api/offer/offers?domain=northwind.demo',
  ]);
  expect(fetchMock.mock.calls.every(([, init]) => (init as RequestInit).credentials === 'include')).toBe(true);

  const tags = [...shadowOf().querySelectorAll<HTMLStyleElement>('style')];
  expect(tags.length).toBeGreaterThan(0);
  expect(tags.every((tag) => tag.getAttribute('nonce') === 'h0st-n0nce')).toBe(true);
  expect(document.head.querySelectorAll('style')).toHaveLength(0);

  await user.click(view);
  expect(await shadow.findByRole('heading', { level: 2, name: 'Job offer for the position' })).toBeInTheDocument();
  expect(shadow.getByRole('button', { name: 'Start Offer letter' })).toBeInTheDocument();
  // The host page's address never changes.
  expect(window.location.pathname).toBe('/intranet/home');
  await user.click(shadow.getByRole('button', { name: 'Offers' }));
  expect(await shadow.findByRole('button', { name: 'View job offer for Senior Data Engineer' })).toBeInTheDocument();

  act(() => unmount(slot));
  // The slot gets its own content back.
  expect(slot.innerHTML).toBe('<a href="https://careers.example/careers/offers">Your job offers</a>');
});

test('a visitor who is not logged in on the careers site gets a link to log in there, and no offers call', async () => {
  answer({ ...LOGGED_IN, isLoggedIn: false });
  await act(async () => mount(slot, { origin: 'https://careers.example' }));
  const shadow = within(shadowOf() as unknown as HTMLElement);
  expect(await shadow.findByText('Log in on the careers site to see your job offers.')).toBeInTheDocument();
  expect(shadow.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', 'https://careers.example/careers/offers');
  // The theme and the session, nothing else.
  await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
});

test("on a host page the widget speaks the browser's language: es-ES is shown Spanish, with lang and dir on its own root only", async () => {
  languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-ES', 'en']);
  answer(LOGGED_IN);
  await act(async () => mount(slot, { origin: 'https://careers.example' }));
  const shadow = within(shadowOf() as unknown as HTMLElement);
  expect(await shadow.findByRole('button', { name: 'Ver oferta de empleo para Senior Data Engineer' })).toBeInTheDocument();
  expect(shadow.getByText('Acción necesaria')).toBeInTheDocument();
  const roots = [...shadowOf().children].filter((element) => element.tagName === 'DIV');
  expect(roots.map((element) => [element.getAttribute('lang'), element.getAttribute('dir')])).toEqual([
    ['es', 'ltr'],
    ['es', 'ltr'],
  ]);
  expect(document.documentElement).not.toHaveAttribute('lang');
});

test('a visitor whose browser prefers a language without messages sees the widget in English', async () => {
  languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['sw-KE']);
  answer({ ...LOGGED_IN, isLoggedIn: false });
  await act(async () => mount(slot, { origin: 'https://careers.example' }));
  const shadow = within(shadowOf() as unknown as HTMLElement);
  expect(await shadow.findByText('Log in on the careers site to see your job offers.')).toBeInTheDocument();
  expect(shadowOf().querySelector('div')).toHaveAttribute('lang', 'en');
});

test("a candidate whose careers site is in Arabic (the boot call's language) reads the widget in Arabic, right to left, in an English browser", async () => {
  languages = jest.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-US', 'en']);
  answer({ ...LOGGED_IN, language: 'ar' });
  await act(async () => mount(slot, { origin: 'https://careers.example' }));
  const shadow = within(shadowOf() as unknown as HTMLElement);
  expect(await shadow.findByRole('button', { name: 'عرض عرض العمل لوظيفة Senior Data Engineer' })).toBeInTheDocument();
  const roots = [...shadowOf().children].filter((element) => element.tagName === 'DIV');
  await waitFor(() => expect(roots.map((element) => [element.getAttribute('lang'), element.getAttribute('dir')])).toEqual([['ar', 'rtl'], ['ar', 'rtl']]));
  // Its later calls ask the careers site for Arabic texts too (x-locale); the first asked for the browser's English.
  const locales = fetchMock.mock.calls.map(([, init]) => ((init as RequestInit).headers as Record<string, string>)['x-locale']);
  expect(locales[0]).toBe('en');
  expect(locales.at(-1)).toBe('ar');
  expect(document.documentElement).not.toHaveAttribute('lang');
});
