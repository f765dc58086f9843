import type { LifeCycles } from 'single-spa';
import type { RemoteProps } from '@careers/shared/mf';
import { createOnceLoader } from './createOnceLoader';

const props = {} as RemoteProps;
const lifecycles = () => ({ bootstrap: jest.fn(async () => undefined), mount: jest.fn(), unmount: jest.fn() }) as unknown as LifeCycles;

afterEach(() => jest.useRealTimers());

test('concurrent attempts share one load and one bootstrap; later ones get the loaded remote without asking', async () => {
  const app = lifecycles();
  const load = jest.fn(async () => app);
  const loader = createOnceLoader('mf-search', load, 20_000);
  const [first, second] = await Promise.all([loader.ready(props, false), loader.ready(props, false)]);
  expect(first).toBe(app);
  expect(second).toBe(app);
  await loader.ready(props, true);
  expect(load).toHaveBeenCalledTimes(1);
  expect(app.bootstrap).toHaveBeenCalledTimes(1);
  expect(loader.loaded()).toBe(app);
});

test('a load past the deadline fails naming the remote, and the retry loads afresh', async () => {
  jest.useFakeTimers();
  const app = lifecycles();
  const load = jest.fn().mockReturnValueOnce(new Promise(() => undefined)).mockResolvedValueOnce(app);
  const loader = createOnceLoader('mf-search', load, 20_000);
  const first = loader.ready(props, false);
  jest.advanceTimersByTime(20_000);
  await expect(first).rejects.toThrow('mf-search did not load within 20 s');
  expect(loader.loaded()).toBeNull();
  await expect(loader.ready(props, true)).resolves.toBe(app);
  expect(load).toHaveBeenLastCalledWith('mf-search', { retry: true });
});
