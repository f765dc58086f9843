import { createStartedCalls } from './startedCalls';

test('a started call is taken once by its key; the next take finds none', async () => {
  const started = createStartedCalls<string>();
  const call = jest.fn(async () => 'answer');
  started.start('offers\ndemo.test', call);
  started.start('offers\ndemo.test', call);
  expect(call).toHaveBeenCalledTimes(1);
  expect(started.take('offers\nother.test')).toBeUndefined();
  await expect(started.take('offers\ndemo.test')).resolves.toBe('answer');
  expect(started.take('offers\ndemo.test')).toBeUndefined();
});

test('drop forgets the calls nobody took, so the next start asks again', () => {
  const started = createStartedCalls();
  const call = jest.fn(async () => 1);
  started.start('a', call);
  started.drop();
  expect(started.take('a')).toBeUndefined();
  started.start('a', call);
  expect(call).toHaveBeenCalledTimes(2);
});

test('a failed call nobody took is not reported as unhandled; whoever takes it sees the failure', async () => {
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  try {
    const started = createStartedCalls();
    started.start('lost', () => Promise.reject(new Error('Server error. Please try again.')));
    started.start('taken', () => Promise.reject(new Error('Server error. Please try again.')));
    await expect(started.take('taken')).rejects.toThrow('Server error. Please try again.');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', unhandled);
  }
});
