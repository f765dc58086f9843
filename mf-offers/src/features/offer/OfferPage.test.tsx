import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeTransport, makeBootData, renderWithProviders } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import { formatDate } from '@careers/shared/ui';
import type { Offer } from '@careers/shared/contracts';
import { SiteNavigation } from '../../navigation/OffersNavigation';
import { OffersPages } from '../../OffersPages';
import { offer, offerDocument } from '../../testing/offersFixtures';

const fire = Object.assign(jest.fn((_options?: unknown) => null), { reset: jest.fn() });
/** Eleven days ahead: the card says 'Expires {date}' only for a date still to come. */
const LETTER_EXPIRES = new Date(Date.now() + 11 * 86_400_000).toISOString();

const create = jest.fn((_canvas: HTMLCanvasElement, _options: unknown) => fire);
jest.mock('canvas-confetti', () => ({ __esModule: true, default: { create: (canvas: HTMLCanvasElement, options: unknown) => create(canvas, options) } }));

const boot = makeBootData({ domain: 'northwind.demo' });

const DOCUMENTS = [
  offerDocument({ id: 11, name: 'Offer letter', is_letter: true, status: 'Unsigned', expires_at: LETTER_EXPIRES }),
  offerDocument({ id: 12, name: 'Non-disclosure agreement', status: 'Unsigned', expires_at: null }),
  offerDocument({ id: 13, name: 'Benefits enrolment', status: 'Pending' }),
  offerDocument({ id: 14, name: 'Background check consent', status: 'Signed', signed: true, updated_at: '2026-11-02T09:30:00.000Z' }),
];

const OPEN = offer({ id: 7, position: { id: 70, name: 'Senior Data Engineer' }, offer_documents: DOCUMENTS });

function reducedMotion(reduce: boolean, phone = false) {
  window.matchMedia = jest.fn((query: string) => ({ matches: (reduce && query.includes('reduce')) || (phone && query.includes('max-width: 599')), media: query }) as MediaQueryList);
}

/** The browser's idle callbacks, run when a test says the page is idle (jsdom has none). */
let idle: Array<() => void> = [];
const runIdle = () => act(() => idle.splice(0).forEach((run) => run()));

// jsdom has no canvas: a 2D context that is there is all the hook checks before handing it on.
beforeAll(() => {
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => ({}) as CanvasRenderingContext2D);
});

beforeEach(() => {
  localStorage.clear();
  create.mockClear();
  fire.mockClear();
  reducedMotion(false);
  idle = [];
  window.requestIdleCallback = jest.fn((run: IdleRequestCallback) => idle.push(() => run({ didTimeout: false, timeRemaining: () => 50 })));
  window.cancelIdleCallback = jest.fn((id: number) => {
    idle[id - 1] = () => undefined;
  });
});

function renderAt(href: string, offers: Offer[]) {
  window.history.pushState(null, '', href);
  return renderWithProviders(
    <SiteNavigation>
      <OffersPages />
    </SiteNavigation>,
    { transport: createFakeTransport({ 'GET /api/offer/offers': () => ({ offers }) }), boot },
  );
}

const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('li') as HTMLElement;

test('title, congratulation with the position, and one card per document with its status text and button', async () => {
  renderAt('/careers/offer/7?domain=northwind.demo', [OPEN]);
  expect(screen.getByRole('heading', { level: 1, name: 'Job offer for the position' })).toBeInTheDocument();
  expect(await screen.findByText(/Congratulations! We are delighted to offer you the position of Senior Data Engineer\./)).toBeInTheDocument();
  // The position is a heading below the title (a trial found it a paragraph), named by the position alone.
  const headings = screen.getAllByRole('heading').map((h) => `${h.tagName} ${h.textContent}`);
  expect(headings.slice(0, 3)).toEqual(['H1 Job offer for the position', 'H2 Senior Data Engineer', 'H2 Documents']);

  const letter = cardOf('Offer letter');
  expect(letter).toHaveTextContent(`Expires ${formatDate(LETTER_EXPIRES, 'en', { style: 'numeric' })}`);
  expect(within(letter).getByRole('link', { name: 'Start Offer letter' })).toHaveAttribute('href', '/careers/offer/7/offer-document/11?domain=northwind.demo');

  const nda = cardOf('Non-disclosure agreement');
  expect(nda).toHaveTextContent('Document is yet to be signed');
  expect(within(nda).getByRole('link', { name: 'Start Non-disclosure agreement' })).toHaveTextContent('Start');

  const pending = cardOf('Benefits enrolment');
  expect(pending).toHaveTextContent('Document being processed');
  expect(within(pending).getByRole('button', { name: 'Start Benefits enrolment' })).toBeDisabled();
  expect(within(pending).queryByRole('link')).not.toBeInTheDocument();

  const signed = cardOf('Background check consent');
  expect(signed).toHaveTextContent('Last updated 11/02/2026');
  expect(within(signed).getByRole('link', { name: 'View Background check consent' })).toHaveTextContent('View');
});

test('on an offer that is no longer actionable the documents are there to read (View), none to start', async () => {
  renderAt('/careers/offer/7?domain=northwind.demo', [{ ...OPEN, status: 'Expired', actionable: false }]);
  expect(await screen.findByText('The offer for Senior Data Engineer has expired.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Start / })).not.toBeInTheDocument();
  expect(within(cardOf('Offer letter')).getByRole('link', { name: 'View Offer letter' })).toBeInTheDocument();
  expect(within(cardOf('Benefits enrolment')).getByRole('button', { name: 'View Benefits enrolment' })).toBeDisabled();
});

// User trial s19: the list's cards turned to 'Expired' at the deadline, but the offer page left open kept
// 'Extended', the invitation to sign and Start.
test('a page left open turns to the expired offer when the deadline passes', async () => {
  jest.useFakeTimers({ now: new Date('2026-11-30T10:00:00.000Z') });
  try {
    const deadline = '2026-11-30T10:05:00.000Z';
    const letter = offerDocument({ id: 11, name: 'Offer letter', is_letter: true, status: 'Unsigned', expires_at: deadline });
    renderAt('/careers/offer/7?domain=northwind.demo', [{ ...OPEN, expires_at: deadline, offer_documents: [letter] }]);
    expect(await screen.findByText(/Please review the documents below and sign them before the offer expires\./)).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(4 * 60 * 1000)); // a minute before
    expect(within(cardOf('Offer letter')).getByRole('link', { name: 'Start Offer letter' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(60 * 1000)); // the deadline
    expect(screen.getByText('The offer for Senior Data Engineer has expired.')).toBeInTheDocument();
    expect(screen.getByText('Expired')).toBeInTheDocument();
    expect(screen.queryByText('Extended')).not.toBeInTheDocument();
    expect(within(cardOf('Offer letter')).getByRole('link', { name: 'View Offer letter' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Start / })).not.toBeInTheDocument();
    // Not 'Document is yet to be signed': the server would refuse the signature now.
    expect(cardOf('Offer letter')).toHaveTextContent(`Expired ${formatDate(deadline, 'en', { style: 'numeric' })}`);
    expect(cardOf('Offer letter')).not.toHaveTextContent('yet to be signed');
  } finally {
    jest.useRealTimers();
  }
});

// The spec (§4) has 'Expires {date}' or 'Document is yet to be signed' for an unsigned document; on an expired offer
// the one is past and the other promises a signature the server refuses. The card says when the offer expired, as
// the list's card does; an offer still open keeps 'Document is yet to be signed' for a document without a deadline.
test("an unsigned document of an expired offer says when the offer expired, not 'Expires' a past date or 'yet to be signed'", async () => {
  const past = new Date(Date.now() - 2 * 86_400_000).toISOString();
  const letter = offerDocument({ id: 11, name: 'Offer letter', is_letter: true, status: 'Unsigned', expires_at: past });
  const nda = offerDocument({ id: 12, name: 'Non-disclosure agreement', status: 'Unsigned', expires_at: null });
  const signed = offerDocument({ id: 14, name: 'Background check consent', status: 'Signed', signed: true, updated_at: '2026-11-02T09:30:00.000Z' });
  renderAt('/careers/offer/7?domain=northwind.demo', [{ ...OPEN, status: 'Expired', actionable: false, expires_at: past, offer_documents: [letter, nda, signed] }]);
  expect(await screen.findByText('The offer for Senior Data Engineer has expired.')).toBeInTheDocument();
  const expired = `Expired ${formatDate(past, 'en', { style: 'numeric' })}`;
  for (const name of ['Offer letter', 'Non-disclosure agreement']) {
    expect(cardOf(name)).toHaveTextContent(expired);
    expect(cardOf(name)).not.toHaveTextContent('yet to be signed');
    expect(cardOf(name)).not.toHaveTextContent('Expires');
  }
  expect(cardOf('Background check consent')).toHaveTextContent('Last updated 11/02/2026');
});

// User trial s21: a Declined or Canceled offer's unsigned document still read 'Document is yet to be signed', which
// it never will be. It says what happened to the offer and when (its updated_at), as the expired one does.
test.each([
  ['Declined', 'You declined the offer for Senior Data Engineer.', 'Offer declined 09/01/2026'],
  ['Canceled', 'The offer for Senior Data Engineer has been canceled.', 'Offer canceled 09/01/2026'],
] as const)("an unsigned document of a %s offer says so and when, not 'yet to be signed'", async (status, message, text) => {
  const letter = offerDocument({ id: 11, name: 'Offer letter', is_letter: true, status: 'Unsigned', expires_at: null });
  const signed = offerDocument({ id: 14, name: 'Background check consent', status: 'Signed', signed: true, updated_at: '2026-08-30T09:30:00.000Z' });
  const decided = { ...OPEN, status, actionable: false, expires_at: null, updated_at: '2026-09-01T12:00:00.000Z', offer_documents: [letter, signed] };
  renderAt('/careers/offer/7?domain=northwind.demo', [decided]);
  expect(await screen.findByText(message)).toBeInTheDocument();
  expect(cardOf('Offer letter')).toHaveTextContent(text);
  expect(cardOf('Offer letter')).not.toHaveTextContent('yet to be signed');
  expect(within(cardOf('Offer letter')).getByRole('link', { name: 'View Offer letter' })).toBeInTheDocument();
  expect(cardOf('Background check consent')).toHaveTextContent('Last updated 08/30/2026');
});

// Signing the letter accepts the offer (server signDocument.ts), and from then on the server refuses to sign the
// offer's other documents ('This offer has already been accepted.', decideSign): one left unsigned never will be, and
// 'Document is yet to be signed' promised what cannot happen. It says the offer was accepted and when (its
// updated_at, which the acceptance sets), as a declined or canceled offer's document says so.
test("an unsigned document of an Accepted offer says the offer was accepted and when, not 'yet to be signed'", async () => {
  const letter = offerDocument({ id: 11, name: 'Offer letter', is_letter: true, status: 'Signed', signed: true, updated_at: '2026-09-01T12:00:00.000Z' });
  const nda = offerDocument({ id: 12, name: 'Non-disclosure agreement', status: 'Unsigned', expires_at: null });
  const accepted: Offer = { ...OPEN, status: 'Accepted', actionable: false, signed: true, expires_at: null, updated_at: '2026-09-01T12:00:00.000Z', offer_documents: [letter, nda] };
  renderAt('/careers/offer/7?domain=northwind.demo', [accepted]);
  expect(await screen.findByText('You accepted the offer for Senior Data Engineer. Welcome aboard!')).toBeInTheDocument();
  expect(cardOf('Non-disclosure agreement')).toHaveTextContent('Offer accepted 09/01/2026');
  expect(cardOf('Non-disclosure agreement')).not.toHaveTextContent('yet to be signed');
  expect(within(cardOf('Non-disclosure agreement')).getByRole('link', { name: 'View Non-disclosure agreement' })).toBeInTheDocument();
  expect(cardOf('Offer letter')).toHaveTextContent('Last updated 09/01/2026');
});

test("the back button 'Offers' returns to the list, and focus moves to its heading", async () => {
  const user = userEvent.setup({ delay: null });
  renderAt('/careers/offer/7?domain=northwind.demo', [OPEN]);
  await user.click(await screen.findByRole('link', { name: 'Offers' }));
  expect(window.location.pathname + window.location.search).toBe('/careers/offers?domain=northwind.demo');
  const heading = await screen.findByRole('heading', { level: 1, name: 'Offers' });
  expect(heading).toHaveFocus();
});

test('an offer id the candidate has no offer under goes back to the list, replacing the entry', async () => {
  window.history.pushState(null, '', '/careers/dashboard');
  const before = window.history.length;
  renderAt('/careers/offer/99?domain=northwind.demo', [OPEN]);
  await waitFor(() => expect(window.location.pathname + window.location.search).toBe('/careers/offers?domain=northwind.demo'));
  expect(window.history.length).toBe(before + 1);
  expect(await screen.findByRole('heading', { level: 2, name: 'Senior Data Engineer' })).toBeInTheDocument();
});

test('a malformed offer address goes back to the list', async () => {
  renderAt('/careers/offer/abc?domain=northwind.demo', [OPEN]);
  await waitFor(() => expect(window.location.pathname).toBe('/careers/offers'));
  expect(await screen.findByRole('heading', { level: 1, name: 'Offers' })).toBeInTheDocument();
});

test('confetti plays on the first visit of an actionable offer only, remembered across visits', async () => {
  const first = renderAt('/careers/offer/7?domain=northwind.demo', [OPEN]);
  await screen.findByText(/Congratulations!/);
  runIdle();
  await waitFor(() => expect(fire).toHaveBeenCalledTimes(1));
  expect(create).toHaveBeenCalledWith(expect.any(HTMLCanvasElement), expect.objectContaining({ useWorker: false, disableForReducedMotion: true }));
  // The canvas is the page's own (inside the widget's shadow root when embedded) and never takes clicks.
  const canvas = create.mock.calls[0]?.[0] as HTMLCanvasElement;
  expect(canvas.isConnected).toBe(true);
  expect(canvas.style.pointerEvents).toBe('none');
  first.unmount();
  expect(canvas.isConnected).toBe(false);

  renderAt('/careers/offer/7?domain=northwind.demo', [OPEN]);
  await screen.findByText(/Congratulations!/);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(fire).toHaveBeenCalledTimes(1);
});

test('confetti starts only once the offer is on screen and the browser is idle; leaving before that cancels it', async () => {
  const view = renderAt('/careers/offer/7?domain=northwind.demo', [OPEN]);
  await screen.findByText(/Congratulations!/);
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(window.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 2000 });
  expect(create).not.toHaveBeenCalled();
  runIdle();
  await waitFor(() => expect(fire).toHaveBeenCalledTimes(1));
  view.unmount();

  renderAt('/careers/offer/9?domain=northwind.demo', [{ ...OPEN, id: 9 }]).unmount();
  runIdle();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(window.cancelIdleCallback).toHaveBeenCalled();
  expect(create).toHaveBeenCalledTimes(1);
});

test('a phone gets a lighter, shorter burst than a large screen', async () => {
  reducedMotion(false, true);
  const phone = renderAt('/careers/offer/7?domain=northwind.demo', [OPEN]);
  await screen.findByText(/Congratulations!/);
  runIdle();
  await waitFor(() => expect(fire).toHaveBeenCalledTimes(1));
  expect(fire).toHaveBeenLastCalledWith(expect.objectContaining({ particleCount: 45, ticks: 110 }));
  phone.unmount();

  reducedMotion(false, false);
  renderAt('/careers/offer/8?domain=northwind.demo', [{ ...OPEN, id: 8 }]);
  await screen.findByText(/Congratulations!/);
  runIdle();
  await waitFor(() => expect(fire).toHaveBeenCalledTimes(2));
  expect(fire).toHaveBeenLastCalledWith(expect.objectContaining({ particleCount: 110, ticks: 160 }));
});

test('no confetti for people who prefer reduced motion, nor for an offer that is decided', async () => {
  reducedMotion(true);
  const view = renderAt('/careers/offer/7?domain=northwind.demo', [OPEN]);
  await screen.findByText(/Congratulations!/);
  await new Promise((resolve) => setTimeout(resolve, 20));
  view.unmount();

  reducedMotion(false);
  renderAt('/careers/offer/8?domain=northwind.demo', [{ ...OPEN, id: 8, status: 'Declined', actionable: false }]);
  expect(await screen.findByText('You declined the offer for Senior Data Engineer.')).toBeInTheDocument();
  runIdle();
  await new Promise((resolve) => setTimeout(resolve, 20));
  expect(create).not.toHaveBeenCalled();
  expect(fire).not.toHaveBeenCalled();
});

test('a failed load says so (spec §8) and can be tried again', async () => {
  const user = userEvent.setup({ delay: null });
  let fail = true;
  window.history.pushState(null, '', '/careers/offer/7?domain=northwind.demo');
  renderWithProviders(
    <SiteNavigation>
      <OffersPages />
    </SiteNavigation>,
    {
      transport: createFakeTransport({
        'GET /api/offer/offers': () => {
          if (fail) throw new TransportError('Server error. Please try again.', { status: 500, code: 'request_failed' });
          return { offers: [OPEN] };
        },
      }),
      boot,
    },
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred while retrieving data');
  // Still on the offer's address: a failure is not an unknown offer.
  expect(window.location.pathname).toBe('/careers/offer/7');
  fail = false;
  await user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 3, name: 'Offer letter' })).toBeInTheDocument();
});
