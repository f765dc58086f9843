// The shell's entry starts up in browser tasks of its own (issue 27, Total Blocking Time): each module it loads
// is evaluated in a task of its own, so no task carries two phases (a phone at 4x CPU spent 0.1-0.5 s on each).

// Which browser task we are in: a new number each time a yielded task runs.
let mockTask = 0;
const mockEvaluatedIn: [string, number][] = [];
const mockRecord = (name: string) => {
  mockEvaluatedIn.push([name, mockTask]);
  return {};
};
jest.mock('./remotes/nextTask', () => ({
  nextTask: () =>
    new Promise<void>((resolve) =>
      setTimeout(() => {
        mockTask += 1;
        resolve();
      }, 0),
    ),
}));
jest.mock('react-dom/client', () => mockRecord('react-dom/client'));
jest.mock('@emotion/styled', () => mockRecord('@emotion/styled'));
jest.mock('valtio/react', () => mockRecord('valtio/react'));
jest.mock('@careers/shared/i18n', () => mockRecord('@careers/shared/i18n'));
jest.mock('@careers/shared/ui', () => mockRecord('@careers/shared/ui'));
jest.mock('./chrome/ShellRoot', () => mockRecord('ShellRoot'));
jest.mock('single-spa', () => mockRecord('single-spa'));
jest.mock('./bootstrap', () => mockRecord('bootstrap'));

test('each part of the start-up is evaluated in a browser task of its own, the shell itself last', async () => {
  await import('./index');
  expect(mockEvaluatedIn).toEqual([]);
  // Every step, then the bootstrap's own task.
  while (!mockEvaluatedIn.some(([name]) => name === 'bootstrap')) await new Promise((resolve) => setTimeout(resolve, 0));

  const tasks = mockEvaluatedIn.map(([, task]) => task);
  expect(new Set(tasks).size).toBe(mockEvaluatedIn.length);
  expect(mockEvaluatedIn.map(([name]) => name)).toEqual([
    'react-dom/client',
    '@emotion/styled',
    'valtio/react',
    '@careers/shared/i18n',
    '@careers/shared/ui',
    'ShellRoot',
    'single-spa',
    'bootstrap',
  ]);
  // Not in the entry file's own task: that one runs the federation runtime's start.
  expect(tasks[0]).toBeGreaterThan(0);
});
