import { retryAfterAnswer } from './retryAfterAnswer';

test('a passing failure is tried again, so the subscription is not lost', async () => {
  let calls = 0;
  const errors: unknown[] = [];
  await retryAfterAnswer(async () => {
    calls += 1;
    if (calls === 1) throw new Error('SQLITE_BUSY: database is locked');
  }, (error) => errors.push(error), [0, 0]);
  expect(calls).toBe(2);
  expect(errors).toEqual([]);
});

test('after the last try the failure is reported once, with the number of tries', async () => {
  let calls = 0;
  const reported: Array<[string, number]> = [];
  await retryAfterAnswer(async () => {
    calls += 1;
    throw new Error(`failure ${calls}`);
  }, (error, tries) => reported.push([(error as Error).message, tries]), [0, 0]);
  expect(calls).toBe(3);
  expect(reported).toEqual([['failure 3', 3]]);
});
