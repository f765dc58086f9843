import { runInTasks } from './startUpSteps';

test('runs the steps in order, each after a yield and after the previous one settled', async () => {
  const log: string[] = [];
  const yieldTask = jest.fn(async () => {
    log.push('yield');
  });
  let finishFirst: () => void = () => undefined;
  const first = () =>
    new Promise<void>((resolve) => {
      log.push('first');
      finishFirst = () => {
        log.push('first done');
        resolve();
      };
    });
  const second = async () => {
    log.push('second');
  };
  const done = runInTasks([first, second], yieldTask);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(log).toEqual(['yield', 'first']);
  finishFirst();
  await done;
  expect(log).toEqual(['yield', 'first', 'first done', 'yield', 'second']);
});

test('a failed step stops the start-up and the promise says why', async () => {
  const later = jest.fn(async () => undefined);
  await expect(runInTasks([() => Promise.reject(new Error('chunk failed')), later], async () => undefined)).rejects.toThrow('chunk failed');
  expect(later).not.toHaveBeenCalled();
});
