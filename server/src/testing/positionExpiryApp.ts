import { addPositionEndingAt } from './fixtures';
import { createTestApp, logInAs, type Browser, type TestApp } from './testApp';

export const MINUTE = 60_000;

/** What positionExpiryApp() gives its test file; `app` and `alex` exist from its beforeAll on. */
export interface PositionExpiryApp {
  readonly app: TestApp['app'];
  readonly alex: Browser;
  /** The server's clock (ctx.now) at the start of each test, in ms. */
  readonly start: number;
  /** A live demo-company position ending at `validThrough` (ms); returns its id. */
  endingAt(validThrough: number, title: string): Promise<number>;
}

/**
 * The app the position-expiry tests share (routes/positionExpiry.test.ts: the writes refused,
 * routes/positionExpiryReads.test.ts: what the candidate reads): Alex logged in, and the server's clock
 * (ctx.now) put back to `start` before each test, which the tests move past a valid_through instead of
 * waiting. Registers the file's beforeAll/beforeEach/afterAll, so call it once at the top of the file.
 */
export function positionExpiryApp(): PositionExpiryApp {
  let t: TestApp | null = null;
  let alex: Browser | null = null;
  // Real time, so uploads and sessions made along the way are as fresh as in use.
  const start = Date.now();
  const made = () => {
    if (!t || !alex) throw new Error('positionExpiryApp: the app is made in beforeAll; use it inside tests');
    return { t, alex };
  };
  beforeAll(async () => {
    t = await createTestApp();
    alex = await logInAs(t.app, 'alex@demo.test');
  });
  beforeEach(() => {
    made().t.app.careers.now = () => start;
  });
  afterAll(async () => {
    await t?.close();
  });
  return {
    get app() {
      return made().t.app;
    },
    get alex() {
      return made().alex;
    },
    start,
    endingAt: (validThrough, title) => addPositionEndingAt(made().t.app.careers.db, 'demo.test', title, validThrough),
  };
}
