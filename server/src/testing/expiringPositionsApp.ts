import type { Db } from '../db/database';
import { addCompany, addPositionEndingAt } from './fixtures';
import { createTestApp, type TestApp } from './testApp';

export const HOUR = 3_600_000;
/** Where the server's clock starts: a fixed time, so the positions' ends are known hours from it. */
export const T0 = Date.parse('2030-01-01T00:00:00.000Z');

/** A position expiringPositionsApp makes: its title, when it ends (null: never) and its department. */
export interface ExpiringPosition {
  title: string;
  validThrough: number | null;
  department?: string;
}

/** What expiringPositionsApp() gives its test file; `app` and `ids` exist from its beforeAll on. */
export interface ExpiringPositionsApp<K extends string> {
  readonly app: TestApp['app'];
  db(): Db;
  /** The server's clock (ctx.now) in ms, starting at T0: a test sets `now` instead of waiting. */
  readonly clock: { now: number };
  /** The positions' ids, under the names they were given. */
  readonly ids: Readonly<Record<K, number>>;
}

/**
 * The app the expiry tests of whole-company answers share (routes/searchExpiry.test.ts,
 * routes/sitemapsExpiry.test.ts): a company of their own holding only `positions`, so counts and lists are
 * exact, and the server's clock under the test's hand. Unlike positionExpiryApp (the demo company, Alex
 * logged in, real time put back before each test), the clock stays where a test left it. Registers the
 * file's beforeAll/afterAll, so call it once at the top of the file.
 */
export function expiringPositionsApp<K extends string>(
  company: string,
  positions: Record<K, ExpiringPosition>,
  env: Record<string, string> = {},
): ExpiringPositionsApp<K> {
  let t: TestApp | null = null;
  let realNow: (() => number) | null = null;
  let ids: Record<K, number> | null = null;
  const clock = { now: T0 };
  const made = () => {
    if (!t || !ids) throw new Error('expiringPositionsApp: the app is made in beforeAll; use it inside tests');
    return { t, ids };
  };
  const db = () => made().t.app.careers.db;
  beforeAll(async () => {
    const app = await createTestApp(env);
    t = app;
    realNow = app.app.careers.now;
    app.app.careers.now = () => clock.now;
    const appDb = app.app.careers.db;
    await addCompany(appDb, company);
    const byName = {} as Record<K, number>;
    for (const [name, p] of Object.entries(positions) as Array<[K, ExpiringPosition]>) {
      byName[name] = await addPositionEndingAt(appDb, company, p.title, p.validThrough);
      if (p.department) await appDb.updateTable('positions').set({ department: p.department }).where('id', '=', byName[name]).execute();
    }
    ids = byName;
  });
  afterAll(async () => {
    if (t && realNow) t.app.careers.now = realNow;
    await t?.close();
  });
  return {
    get app() {
      return made().t.app;
    },
    db,
    clock,
    get ids() {
      return made().ids;
    },
  };
}
