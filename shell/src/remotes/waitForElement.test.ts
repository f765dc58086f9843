import { waitForElement } from './waitForElement';

afterEach(() => {
  jest.useRealTimers();
  document.body.innerHTML = '';
});

test('finds a slot that appears later, looking once per second', async () => {
  jest.useFakeTimers();
  const found = waitForElement('#slot');
  jest.advanceTimersByTime(2000);
  const slot = document.createElement('div');
  slot.id = 'slot';
  document.body.appendChild(slot);
  jest.advanceTimersByTime(1000);
  await expect(found).resolves.toBe(slot);
});

test('gives up quietly after 10 tries', async () => {
  jest.useFakeTimers();
  const spy = jest.spyOn(document, 'querySelector');
  const found = waitForElement('#never');
  jest.advanceTimersByTime(20_000);
  await expect(found).resolves.toBeNull();
  expect(spy).toHaveBeenCalledTimes(10);
});
