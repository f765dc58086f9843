import { TransportError } from '@careers/shared/transport';
import { createFakeTransport } from './createFakeTransport';

it('answers by method and path and records every call', async () => {
  const transport = createFakeTransport({
    'GET /api/offer/offers': () => ({ data: [] }),
    '/api/pcsx/job_cart': (req) => ({ method: req.method }),
  });
  await expect(transport.get('/api/offer/offers')).resolves.toEqual({ data: [] });
  await expect(transport.post('/api/pcsx/job_cart', { pids: ['1'] }, { params: { domain: 'acme.example' } })).resolves.toEqual({
    method: 'POST',
  });
  expect(transport.calls).toEqual([
    { method: 'GET', path: '/api/offer/offers', body: undefined, params: undefined, raw: false },
    { method: 'POST', path: '/api/pcsx/job_cart', body: { pids: ['1'] }, params: { domain: 'acme.example' }, raw: false },
  ]);
});

it('rethrows a TransportError from a handler', async () => {
  const error = new TransportError('User does not have permissions to perform this action', { status: 403, code: 'permission_denied' });
  const transport = createFakeTransport({
    'POST /api/offer/offers/1/decline': () => {
      throw error;
    },
  });
  await expect(transport.post('/api/offer/offers/1/decline')).rejects.toBe(error);
});

it('fails loudly on an unknown route', async () => {
  await expect(createFakeTransport().get('/api/nowhere')).rejects.toThrow('createFakeTransport: no route for GET /api/nowhere');
});
