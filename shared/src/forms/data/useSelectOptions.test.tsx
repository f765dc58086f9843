import { screen, waitFor } from '@testing-library/react';
import type { FakeRequest } from '@careers/shared/testing';
import { oneSection, renderForm } from '../testing/renderForm';

// The browser's Cache Storage, which jsdom lacks: one cache of request URL → body text.
const stored = new Map<string, string>();
class FakeRequest_ {
  constructor(readonly url: string) {}
}
class FakeResponse {
  constructor(private readonly body: string) {}
  async text() {
    return this.body;
  }
}
const cache = {
  match: async (request: FakeRequest_) => (stored.has(String(request.url)) ? new FakeResponse(stored.get(String(request.url))!) : undefined),
  put: async (request: FakeRequest_, response: FakeResponse) => void stored.set(String(request.url), await response.text()),
  delete: async (request: FakeRequest_) => stored.delete(String(request.url)),
};
beforeAll(() => {
  Object.assign(globalThis, { Request: FakeRequest_, Response: FakeResponse });
  Object.defineProperty(window, 'caches', { configurable: true, value: { open: async () => cache, delete: async () => stored.clear() } });
});
afterAll(() => {
  delete (window as { caches?: unknown }).caches;
});

let regions = [{ label: 'Quebec', value: 'QC' }];
const routes = { 'GET /api/pcsx/form_options/regions': (_req: FakeRequest) => ({ data: { options: regions } }) };
const form = oneSection([
  { name: 'country', label: 'Country', type: 'dropdown', options: [{ label: 'Canada', value: 'CA' }] },
  { name: 'region', label: 'Region', type: 'select', dependencies: ['country'], optionsEndpoint: '/api/pcsx/form_options/regions?parent={{parentValue}}' },
]);
const labels = () => Array.from((screen.getByRole('combobox', { name: 'Region' }) as HTMLSelectElement).options).map((option) => option.text);
const calls = (transport: unknown) => (transport as { calls: FakeRequest[] }).calls.filter((call) => call.path.includes('form_options')).length;

test('options come from the browser cache on the next page; an expired list shows at once and updates when the refresh differs', async () => {
  const first = renderForm({ definition: form, initialValues: { country: 'CA' } }, routes);
  await waitFor(() => expect(labels()).toEqual(['Select', 'Quebec']));
  expect(calls(first.transport)).toBe(1);
  first.unmount();

  // The next page (a new SWR cache, a new transport): no request.
  const second = renderForm({ definition: form, initialValues: { country: 'CA' } }, routes);
  await waitFor(() => expect(labels()).toEqual(['Select', 'Quebec']));
  expect(calls(second.transport)).toBe(0);
  second.unmount();

  // An hour later the company added a region: the stored list shows first, the refreshed one replaces it.
  for (const [key, raw] of stored) stored.set(key, JSON.stringify({ ...JSON.parse(raw), at: Date.now() - 3600 * 1000 }));
  regions = [{ label: 'Quebec', value: 'QC' }, { label: 'Ontario', value: 'ON' }];
  const third = renderForm({ definition: form, initialValues: { country: 'CA' } }, routes);
  await waitFor(() => expect(labels()).toEqual(['Select', 'Quebec', 'Ontario']));
  expect(calls(third.transport)).toBe(1);
});
