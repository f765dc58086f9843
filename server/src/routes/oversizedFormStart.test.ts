import { PassThrough } from 'node:stream';
import { KEPT_START_BYTES, KEPT_START_WAIT_MS, readStart } from './oversizedFormStart';

// The start of a refused (oversized) login post: read up to KEPT_START_BYTES, never more, and never waited for
// past KEPT_START_WAIT_MS (a post that declares a huge length and then stalls is refused with what came).

afterEach(() => jest.useRealTimers());

test('a body that stalls after its first bytes is answered with them once the wait is over, not at the request timeout', async () => {
  jest.useFakeTimers();
  const body = new PassThrough();
  let result: Buffer | undefined;
  void readStart(body, KEPT_START_BYTES).then((start) => (result = start));
  body.write('_csrf=x&email=a%40b.test&password=');
  await jest.advanceTimersByTimeAsync(KEPT_START_WAIT_MS - 1);
  expect(result).toBeUndefined();
  await jest.advanceTimersByTimeAsync(1);
  expect(result?.toString()).toBe('_csrf=x&email=a%40b.test&password=');
  // The rest is let through unread: a later write goes nowhere and does not throw.
  body.write('more');
  body.end();
});

test('no more than the start is kept however much arrives, and a body that ends early is taken whole', async () => {
  const big = new PassThrough();
  const started = readStart(big, 10);
  big.write('0123456789abcdef');
  big.write('ghij');
  expect((await started).toString()).toBe('0123456789');
  big.end();

  const short = new PassThrough();
  const shortStart = readStart(short, 10);
  short.end('abc');
  expect((await shortStart).toString()).toBe('abc');
});
