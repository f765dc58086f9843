import { act, screen, waitFor } from '@testing-library/react';
import { recordShownToasts } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import { LIST, PAGE, answered, callsTo, currentAddress, makeResponse, renderDocument } from './documentFixtures';

// The document page signed through the company's e-signature provider, framed (spec §4); pdf.js's pages come
// back with one line of text (__mocks__/loadPdfjs.ts).
jest.mock('./loadPdfjs');

const ESIGN_ORIGIN = 'http://127.0.0.1:18999';
const shownToasts = recordShownToasts();
const toasts = () => shownToasts.list();

beforeEach(() => shownToasts.clear());

describe('e-signature flow', () => {
  const url = `${ESIGN_ORIGIN}/sign/21?token=abc`;
  const esignAnswer = (esign: 'waiting' | 'signed' | 'rejected') => () => ({ ...makeResponse({}, { url }), esign });

  function post(type: string, origin: string, source: Window | null) {
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: { type }, origin, source }));
    });
  }

  it('frames the provider with the parent origin and applies a signature from its exact origin only', async () => {
    const status = jest.fn(esignAnswer('waiting'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls } = renderDocument({
      'GET /api/offer/offers/7/21': answered(makeResponse({}, { url })),
      'POST /api/offer/offers/7/21/esign_status': status,
    });
    const frame = (await screen.findByTitle('Sign Offer letter')) as HTMLIFrameElement;
    expect(frame.src).toBe(`${url}&parent=${encodeURIComponent(window.location.origin)}`);
    // Checked on arrival: a signature recorded before a reload shows at once.
    await waitFor(() => expect(status).toHaveBeenCalledTimes(1));

    post('ESIGN', 'http://evil.example', frame.contentWindow);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('http://evil.example'));
    expect(status).toHaveBeenCalledTimes(1);

    status.mockImplementation(esignAnswer('signed'));
    post('ESIGN', ESIGN_ORIGIN, frame.contentWindow);
    await waitFor(() => expect(currentAddress()).toBe(LIST));
    // Spec §4: the document accept call (no body: the provider holds the signed copy) and the e-sign status call.
    const [accept] = callsTo(calls, '/api/offer/offers/7/21/accept');
    expect(accept).toMatchObject({ method: 'POST', body: undefined, params: { domain: 'acme.example' } });
    expect(calls.map((call) => call.path).filter((path) => path !== '/api/offer/offers/7/21').slice(-2)).toEqual([
      '/api/offer/offers/7/21/accept',
      '/api/offer/offers/7/21/esign_status',
    ]);
    expect(toasts()).toEqual(['success: Successfully signed the offer letter']);
    warn.mockRestore();
  });

  it("REJECT → 'Offer letter has been rejected'", async () => {
    const status = jest.fn(esignAnswer('waiting'));
    renderDocument({
      'GET /api/offer/offers/7/21': answered(makeResponse({}, { url })),
      'POST /api/offer/offers/7/21/esign_status': status,
    });
    const frame = (await screen.findByTitle('Sign Offer letter')) as HTMLIFrameElement;
    await waitFor(() => expect(status).toHaveBeenCalledTimes(1));
    status.mockImplementation(esignAnswer('rejected'));
    post('REJECT', ESIGN_ORIGIN, frame.contentWindow);
    await waitFor(() => expect(currentAddress()).toBe(LIST));
    expect(toasts()).toEqual(['success: Offer letter has been rejected']);
  });

  it('keeps failures out of toasts (spec §8) and says so on the page', async () => {
    const status = jest.fn(esignAnswer('waiting'));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderDocument({
      'GET /api/offer/offers/7/21': answered(makeResponse({}, { url })),
      'POST /api/offer/offers/7/21/esign_status': status,
    });
    const frame = (await screen.findByTitle('Sign Offer letter')) as HTMLIFrameElement;
    await waitFor(() => expect(status).toHaveBeenCalledTimes(1));
    status.mockImplementation(() => {
      throw new TransportError('Boom', { status: 500, code: 'internal' });
    });
    post('ESIGN', ESIGN_ORIGIN, frame.contentWindow);
    expect(await screen.findByRole('alert')).toHaveTextContent('There was a problem accepting the document');
    expect(toasts()).toEqual([]);
    expect(currentAddress()).toBe(PAGE);
    warn.mockRestore();
  });

  it('shows a signature recorded while the page was away, without the frame', async () => {
    const signedDoc = { url: null, signed: true, status: 'Signed' as const };
    renderDocument({
      'GET /api/offer/offers/7/21': answered(makeResponse({}, { url })),
      'POST /api/offer/offers/7/21/esign_status': () => ({ ...makeResponse({ status: 'Accepted', actionable: false, signed: true }, signedDoc), esign: 'signed' }),
    });
    expect(await screen.findByText('You accepted this offer. You can view and download the document.')).toBeInTheDocument();
    expect(screen.queryByTitle('Sign Offer letter')).not.toBeInTheDocument();
  });
});
