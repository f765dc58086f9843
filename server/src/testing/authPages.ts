import type { FastifyInstance } from 'fastify';
import { createTestApp, type Browser, type TestApp } from './testApp';

/**
 * The app of one auth test file (routes/auth*.test.ts): made before the file's tests and closed after them.
 * Read `.app` inside a test (the app exists only once beforeAll has run).
 */
export function authTestApp(): { readonly app: FastifyInstance } {
  let made: TestApp | undefined;
  beforeAll(async () => {
    made = await createTestApp();
  });
  afterAll(async () => {
    await made?.close();
  });
  return {
    get app(): FastifyInstance {
      if (!made) throw new Error('authTestApp: the app is made in beforeAll; read .app inside a test.');
      return made.app;
    },
  };
}

/** How many sessions belong to a logged-in candidate: a refused log-in must not add one. */
export const loggedInSessions = async (app: FastifyInstance) =>
  Number((await app.careers.db.selectFrom('sessions').select((eb) => eb.fn.countAll().as('n')).where('candidate_id', 'is not', null).executeTakeFirstOrThrow()).n);

/** The CSRF token a server-rendered page carries in its forms. */
export const pageCsrf = (html: string) => /<input type="hidden" name="_csrf" value="([^"]+)">/.exec(html)?.[1] ?? '';

/** The headers of a JSON request from `browser`: its cookie and CSRF token. */
export const json = (browser: Browser) => ({ cookie: browser.cookie, 'x-csrf-token': browser.csrf });
