import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { en } from '@careers/shared/i18n';
import { createFakeTransport, englishShown, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import type { Offer } from '@careers/shared/contracts';
import { MemoryNavigation, SiteNavigation } from '../../navigation/OffersNavigation';
import { OffersPages } from '../../OffersPages';
import { documentMessages } from '../document/documentMessages';
import { offersMessages } from '../../i18n/offersMessages';
import spanish from '../../i18n/locales/es';
import { DAY, offer } from '../../testing/offersFixtures';
import { OffersListPage } from './OffersListPage';

// The offer page plays confetti on a first visit; here it only needs to be there.
jest.mock('canvas-confetti', () => ({ __esModule: true, default: { create: () => Object.assign(() => null, { reset: () => undefined }) } }));

const boot = makeBootData({ domain: 'northwind.demo' });
const NOW = new Date('2026-11-23T12:00:00.000Z');

const answer = (offers: Offer[]) => createFakeTransport({ 'GET /api/offer/offers': () => ({ offers }) });
const cardOf = (position: string) => screen.getByRole('heading', { level: 2, name: position }).closest('li') as HTMLElement;

// The countdown reads the browser's clock: these set it with jest's fake timers, which waitFor moves on by itself.
function renderList(offers: Offer[], now = NOW) {
  jest.useFakeTimers({ now });
  const transport = answer(offers);
  const view = renderWithProviders(
    <SiteNavigation>
      <OffersListPage />
    </SiteNavigation>,
    { transport, boot },
  );
  return { transport, view };
}

beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ({}) as CanvasRenderingContext2D);
});
afterEach(() => jest.useRealTimers());
beforeEach(() => {
  localStorage.clear();
  window.history.pushState(null, '', '/careers/offers?domain=northwind.demo');
});

test('one card per offer with status, countdown, Action required and a View job offer link', async () => {
  const { transport } = renderList([
    offer({ id: 1, position: { id: 1, name: 'Data Engineer' }, expires_at: new Date(NOW.getTime() + 5 * DAY).toISOString() }),
    offer({ id: 2, position: { id: 2, name: 'Designer' }, status: 'Accepted', actionable: false, signed: true, updated_at: '2026-10-05T12:00:00.000Z' }),
  ]);
  expect(screen.getByRole('heading', { level: 1, name: 'Offers' })).toBeInTheDocument();
  expect(document.querySelector('[data-state="loading"]')).toBeInTheDocument();

  const open = await waitFor(() => cardOf('Data Engineer'));
  expect(within(open).getByText('Extended')).toBeInTheDocument();
  expect(within(open).getByText('Action required')).toBeInTheDocument();
  expect(within(open).getByText('Expires in 5 days')).toBeInTheDocument();
  expect(open).toHaveTextContent('Expires 11/28/2026');
  const view = within(open).getByRole('link', { name: 'View job offer for Data Engineer' });
  expect(view).toHaveTextContent('View job offer');
  expect(view).toHaveAttribute('href', '/careers/offer/1?domain=northwind.demo');

  const accepted = cardOf('Designer');
  expect(within(accepted).getByText('Accepted')).toBeInTheDocument();
  expect(within(accepted).queryByText('Action required')).not.toBeInTheDocument();
  expect(accepted).toHaveTextContent('Last updated 10/05/2026');
  expect(accepted).not.toHaveTextContent(/Expires in/);

  expect(transport.calls).toEqual([expect.objectContaining({ method: 'GET', path: '/api/offer/offers', params: { domain: 'northwind.demo' } })]);
});

// Calendar days in the browser's zone, the one the date beside the countdown is drawn in, so the two agree (these run in
// UTC; shared/src/ui/daysUntil.test.ts has the zones at UTC+14 and UTC-11 and a change of summer time).
test("the countdown counts calendar days to the deadline's date beside it: 'Expires today', 'Expires in 1 day', 'Expires in N days'", async () => {
  const seenAt1am = new Date('2026-11-23T01:00:00.000Z');
  renderList([
    offer({ id: 1, position: { id: 1, name: 'Late tonight' }, expires_at: '2026-11-23T23:30:00.000Z' }),
    offer({ id: 2, position: { id: 2, name: 'Tomorrow at 23:00' }, expires_at: '2026-11-24T23:00:00.000Z' }),
    offer({ id: 3, position: { id: 3, name: 'Early the day after' }, expires_at: '2026-11-25T00:30:00.000Z' }),
  ], seenAt1am);
  await waitFor(() => expect(cardOf('Late tonight')).toHaveTextContent('Expires today · Expires 11/23/2026'));
  // 46 hours ahead: 24-hour blocks rounded up said 'Expires in 2 days' beside tomorrow's date.
  expect(cardOf('Tomorrow at 23:00')).toHaveTextContent('Expires in 1 day · Expires 11/24/2026');
  expect(cardOf('Early the day after')).toHaveTextContent('Expires in 2 days · Expires 11/25/2026');
});

// User trial s18: a list left open across midnight kept 'Expires in 1 day' beside what had become today's date, and
// kept it (with 'Action required') past the deadline. The count is redrawn at midnight and at the deadline.
test('a list left open redraws its countdown at local midnight, and shows the offer as Expired once its deadline passes', async () => {
  const { view } = renderList([offer({ id: 1, position: { id: 1, name: 'Night owl' }, expires_at: '2026-11-24T00:20:00.000Z' })], new Date('2026-11-23T23:00:00.000Z'));
  await waitFor(() => expect(cardOf('Night owl')).toHaveTextContent('Expires in 1 day · Expires 11/24/2026'));

  act(() => jest.advanceTimersByTime(60 * 60 * 1000 + 1)); // 00:00 and a moment
  expect(cardOf('Night owl')).toHaveTextContent('Expires today · Expires 11/24/2026');
  expect(within(cardOf('Night owl')).getByText('Action required')).toBeInTheDocument();

  act(() => jest.advanceTimersByTime(20 * 60 * 1000)); // 00:20, the deadline
  const card = cardOf('Night owl');
  expect(card).toHaveTextContent('Expired 11/24/2026');
  expect(card).not.toHaveTextContent(/Expires/);
  expect(within(card).getByText('Expired')).toBeInTheDocument();
  expect(within(card).queryByText('Action required')).not.toBeInTheDocument();
  expect(within(card).queryByText('Extended')).not.toBeInTheDocument();
  view.unmount();
});

test('Action required only for an actionable offer: not for expired, declined, canceled or signed ones', async () => {
  renderList([
    offer({ id: 1, position: { id: 1, name: 'Open' }, expires_at: new Date(NOW.getTime() + 3 * DAY).toISOString() }),
    offer({ id: 2, position: { id: 2, name: 'Nurse' }, status: 'Expired', actionable: false, expires_at: '2026-11-01T12:00:00.000Z' }),
    offer({ id: 3, position: { id: 3, name: 'Pilot' }, status: 'Declined', actionable: false }),
    offer({ id: 4, position: { id: 4, name: 'Chef' }, status: 'Canceled', actionable: false }),
    offer({ id: 5, position: { id: 5, name: 'Signed, not yet accepted' }, signed: true, actionable: false }),
  ]);
  await waitFor(() => expect(within(cardOf('Open')).getByText('Action required')).toBeInTheDocument());
  for (const name of ['Nurse', 'Pilot', 'Chef', 'Signed, not yet accepted']) {
    const card = cardOf(name);
    expect(within(card).queryByText('Action required')).not.toBeInTheDocument();
    expect(card).not.toHaveTextContent(/Expires in/);
  }
  expect(within(cardOf('Nurse')).getByText('Expired')).toBeInTheDocument();
  expect(cardOf('Nurse')).toHaveTextContent('Expired 11/01/2026');
  expect(within(cardOf('Pilot')).getByText('Declined')).toBeInTheDocument();
  expect(within(cardOf('Chef')).getByText('Canceled')).toBeInTheDocument();
});

test("no offers: 'No offers found'", async () => {
  renderList([]);
  expect(await screen.findByText('No offers found')).toBeInTheDocument();
});

test('a failed load says so (spec §8) and can be tried again', async () => {
  const user = userEvent.setup({ delay: null });
  let fail = true;
  const transport = createFakeTransport({
    'GET /api/offer/offers': () => {
      if (fail) throw new TransportError('Server error. Please try again.', { status: 500, code: 'request_failed' });
      return { offers: [offer({ id: 1, position: { id: 1, name: 'Data Engineer' } })] };
    },
  });
  renderWithProviders(
    <SiteNavigation>
      <OffersListPage />
    </SiteNavigation>,
    { transport, boot },
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while retrieving data');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 2, name: 'Data Engineer' })).toBeInTheDocument();
});

test('View job offer moves to the offer page without a page load', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <SiteNavigation>
      <OffersPages />
    </SiteNavigation>,
    { transport: answer([offer({ id: 7, position: { id: 7, name: 'Data Engineer' } })]), boot },
  );
  await user.click(await screen.findByRole('link', { name: 'View job offer for Data Engineer' }));
  expect(window.location.pathname + window.location.search).toBe('/careers/offer/7?domain=northwind.demo');
  expect(await screen.findByRole('heading', { level: 1, name: 'Job offer for the position' })).toBeInTheDocument();
});

test('embedded: no heading, and View job offer moves in memory', async () => {
  const user = userEvent.setup({ delay: null });
  renderWithProviders(
    <MemoryNavigation initial="/careers/offers?domain=northwind.demo">
      <OffersPages />
    </MemoryNavigation>,
    { transport: answer([offer({ id: 7, position: { id: 7, name: 'Data Engineer' } })]), boot },
  );
  const view = await screen.findByRole('button', { name: 'View job offer for Data Engineer' });
  expect(screen.queryByRole('heading', { name: 'Offers' })).not.toBeInTheDocument();
  await user.click(view);
  expect(await screen.findByRole('heading', { level: 2, name: 'Job offer for the position' })).toBeInTheDocument();
  expect(window.location.pathname).toBe('/careers/offers');
});

describe('in Spanish', () => {
  // The page's words checked against every English text of the offers catalogues and the shared one (states, retry).
  const english = { ...offersMessages.en, ...documentMessages, ...en };

  function renderListIn(locale: string, transport = answer(OFFERS), now = NOW) {
    jest.useFakeTimers({ now });
    return renderWithProviders(
      <SiteNavigation>
        <OffersListPage />
      </SiteNavigation>,
      { transport, boot, locale },
    );
  }
  const OFFERS = [
    offer({ id: 1, position: { id: 1, name: 'Data Engineer' }, expires_at: new Date(NOW.getTime() + 5 * DAY).toISOString() }),
    offer({ id: 2, position: { id: 2, name: 'Designer' }, status: 'Accepted', actionable: false, signed: true, updated_at: '2026-10-05T12:00:00.000Z' }),
  ];

  test('heading, statuses, countdown, dates and the View button speak Spanish, and no English text is left', async () => {
    const { container } = renderListIn('es');
    expect(screen.getByRole('heading', { level: 1, name: 'Ofertas' })).toBeInTheDocument();
    const open = await waitFor(() => cardOf('Data Engineer'));
    expect(within(open).getByText('Extendida')).toBeInTheDocument();
    expect(within(open).getByText('Acción necesaria')).toBeInTheDocument();
    expect(within(open).getByText('Vence en 5 días')).toBeInTheDocument();
    expect(open).toHaveTextContent(/Vence el /);
    expect(within(open).getByRole('link', { name: 'Ver oferta de empleo para Data Engineer' })).toHaveTextContent('Ver oferta de empleo');
    const accepted = cardOf('Designer');
    expect(within(accepted).getByText('Aceptada')).toBeInTheDocument();
    expect(accepted).toHaveTextContent(/Última actualización: /);
    expect(englishShown(container, { english, translated: spanish })).toEqual([]);
  });

  test('the check finds the English it looks for: the same list drawn in English', async () => {
    const { container } = renderListIn('en');
    await waitFor(() => cardOf('Data Engineer'));
    expect(englishShown(container, { english, translated: spanish })).toEqual(expect.arrayContaining(['Offers', 'Action required', 'View job offer']));
  });

  test('no offers, and offers that did not load, in Spanish', async () => {
    const empty = renderListIn('es', answer([]));
    expect(await screen.findByText('No se encontraron ofertas')).toBeInTheDocument();
    expect(englishShown(empty.container, { english, translated: spanish })).toEqual([]);
    empty.unmount();

    const failing = createFakeTransport({
      'GET /api/offer/offers': () => {
        throw new TransportError('Server error. Please try again.', { status: 500, code: 'request_failed' });
      },
    });
    const { container } = renderListIn('es', failing);
    expect(await screen.findByRole('alert')).toHaveTextContent('Se produjo un error al obtener los datos');
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(englishShown(container, { english, translated: spanish })).toEqual([]);
  });
});
