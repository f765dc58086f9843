import { createFakeTransport } from '@careers/shared/testing';
import { TransportError } from '@careers/shared/transport';
import { createVslog } from './createVslog';

const options = { domain: 'acme.example', namespace: 'mf-offers' };

it('posts events with their data as JSON', async () => {
  const transport = createFakeTransport({ 'POST /vslog': () => undefined });
  await createVslog(transport, options).event('offer_viewed', { offerId: 7 });
  expect(transport.calls).toEqual([
    expect.objectContaining({
      path: '/vslog',
      params: { domain: 'acme.example', event: 'offer_viewed', namespace: 'mf-offers' },
      body: { namespace: 'mf-offers', event: 'offer_viewed', data_json: '{"offerId":7}' },
    }),
  ]);
});

it('posts metrics', async () => {
  const transport = createFakeTransport({ 'POST /vslog': () => undefined });
  await createVslog(transport, options).metric({ load_ms: 120 });
  expect(transport.calls[0]).toMatchObject({
    params: { event: 'metric' },
    body: { namespace: 'mf-offers', event: 'metric', metrics_to_push: { load_ms: 120 } },
  });
});

it('logs errors with their message and extra data', async () => {
  const transport = createFakeTransport({ 'POST /vslog': () => undefined });
  await createVslog(transport, options).error(new Error('render failed'), { remote: 'mf-offers' });
  const body = transport.calls[0]?.body as { event: string; data_json: string };
  expect(body.event).toBe('error');
  expect(JSON.parse(body.data_json)).toMatchObject({ name: 'Error', message: 'render failed', remote: 'mf-offers' });
});

it('never throws, whether the call or the serialising fails', async () => {
  const failing = createFakeTransport({
    'POST /vslog': () => {
      throw new TransportError('Error with response', { status: 0, code: 'network_error' });
    },
  });
  const log = createVslog(failing, options);
  await expect(log.event('x')).resolves.toBeUndefined();
  const circular: Record<string, unknown> = {};
  circular.self = circular;
  const working = createFakeTransport({ 'POST /vslog': () => undefined });
  await expect(createVslog(working, options).event('y', circular)).resolves.toBeUndefined();
  expect(working.calls).toHaveLength(0);
});
