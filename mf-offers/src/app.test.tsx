import { screen } from '@testing-library/react';
import { createFakeTransport, makeBootData, makeRemoteProps, renderWithProviders } from '@careers/shared/testing';
import { initSession } from '@careers/shared/state';
import { bootstrap } from './app';
import { useOffers } from './data/useOffers';
import { SiteNavigation } from './navigation/OffersNavigation';


function Count() {
  const { data } = useOffers();
  return <p>{data ? `${data.offers.length} offers` : 'loading'}</p>;
}

test("on an offer's page the offers call goes out when the remote starts, and the page uses it: asked for once (issue 27)", async () => {
  initSession(makeBootData({ domain: 'demo.test' }));
  window.history.replaceState(null, '', '/careers/offer/7?domain=demo.test');
  const transport = createFakeTransport({ 'GET /api/offer/offers': () => ({ offers: [] }) });
  const started = bootstrap(makeRemoteProps('mf-offers', transport));
  expect(transport.calls.map((c) => `${c.path} ${c.params?.domain}`)).toEqual(['/api/offer/offers demo.test']);
  await started;
  renderWithProviders(
    <SiteNavigation>
      <Count />
    </SiteNavigation>,
    { transport, boot: makeBootData({ domain: 'demo.test' }) });
  expect(await screen.findByText('0 offers')).toBeInTheDocument();
  expect(transport.calls).toHaveLength(1);
});

test('a document page starts nothing: its own calls come with its chunk', async () => {
  initSession(makeBootData({ domain: 'demo.test' }));
  window.history.replaceState(null, '', '/careers/offer/7/offer-document/3?domain=demo.test');
  const transport = createFakeTransport({});
  await bootstrap(makeRemoteProps('mf-offers', transport));
  expect(transport.calls).toEqual([]);
});
