import { loadedPage, loadFirstPage } from './searchPageLoaders';

// A visitor who lands on one job gets the job page's chunk with the root; the search page's waits for an idle moment.
test('a job address loads the job page first and the search page only when the main thread is idle', async () => {
  const idle: (() => void)[] = [];
  window.requestIdleCallback = ((run: () => void) => idle.push(run)) as unknown as typeof window.requestIdleCallback;
  await loadFirstPage('/careers/job/12');
  expect(loadedPage('job')).toBeDefined();
  expect(loadedPage('search')).toBeUndefined();
  expect(idle).toHaveLength(1);
  idle[0]?.();
  await new Promise((resolve) => setTimeout(resolve, 0));
  await import('../features/search/SearchPage');
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(loadedPage('search')).toBeDefined();
});
