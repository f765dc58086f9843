import { act, render, screen } from '@testing-library/react';
import { initSession } from '@careers/shared/state';
import { createFakeTransport, makeBootData, makeRemoteProps } from '@careers/shared/testing';
import { makeSearchResponse, stubMatchMedia } from './testing/searchFixtures';
import Root from './Root';

// The remote still mounted on another page's address: a navbar link ('Offers') pressed while the search page was
// taking the first page over on a slow phone, before single-spa unmounted it (review finding of session 12). It
// read '/careers/offers' as a search for 'offers': one request, and its count announced over the offers page.
const mountAt = (url: string) => {
  stubMatchMedia(true);
  window.history.replaceState(null, '', url);
  initSession(makeBootData({ domain: 'demo.test', configs: { pcsxConfig: { jobCartConfig: { enabled: false } } } }));
  const transport = createFakeTransport({ 'GET /api/pcsx/search': (req) => makeSearchResponse(25, Number(req.params?.start ?? 0)) });
  const view = render(<Root {...makeRemoteProps('mf-search', transport)} />);
  return { transport, view };
};

const searches = (transport: ReturnType<typeof createFakeTransport>) => transport.calls.filter((c) => c.path === '/api/pcsx/search');

test.each(['/careers/offers', '/careers/offer/7', '/careers/dashboard?tab=events', '/careers/apply?pid=3'])(
  'mounted on %s it draws nothing and searches for nothing',
  async (away) => {
    const { transport, view } = mountAt(away);
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(searches(transport)).toHaveLength(0);
    expect(view.container).toBeEmptyDOMElement();
    expect(window.location.pathname + window.location.search).toBe(away);
  },
);

test('on the search address the same mount searches and says what it found', async () => {
  const { transport } = mountAt('/careers/search?query=offers');
  // The page's chunk is imported (and compiled for jest) first: more than the default second on a busy machine.
  expect((await screen.findAllByText(/jobs? found/, undefined, { timeout: 15_000 })).length).toBeGreaterThan(0);
  expect(searches(transport).map((c) => c.params?.query)).toEqual(['offers']);
});
