import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../db/database';
import { addPosition, type TestPosition } from './positionRows';
import { seedSearchFixture } from './searchFixture';
import { createTestApp, logInAs, type Browser, type TestApp } from './testApp';

/**
 * The app the position route tests share (positions.test.ts, savedPositions.test.ts): the demo company,
 * the search fixture's second company (its ids in `fixtureIds`), Alex logged in, and three demo-company
 * positions of known content: two open (`backend`, `designer`) and one archived (`closed`).
 */
interface PositionsTestApp extends TestApp {
  alex: Browser;
  fixtureIds: number[];
  backend: number;
  designer: number;
  closed: number;
}

/** What insertDemoPosition is told; the rest is fixed (Berlin, Engineering, 70–90k EUR, open until 2099). */
type DemoPositionFields = Pick<TestPosition, 'title' | 'department' | 'skills' | 'description' | 'city' | 'remote' | 'archived'>;

/** A demo-company position with known content; returns its id. */
function insertDemoPosition(db: Db, p: DemoPositionFields): Promise<number> {
  return addPosition(db, {
    ...p,
    domain: 'demo.test',
    description: p.description ?? 'Build things.\n\nWhat you bring:\n\n- Care\n- Tests',
    salary: { min: 70000, max: 90000, currency: 'EUR' },
    // Far ahead: a position past its valid_through is closed (isPositionClosed).
    validThrough: '2099-04-01T09:00:00.000Z',
  });
}

/** Makes the shared app; `close` removes it. */
async function createPositionsTestApp(): Promise<PositionsTestApp> {
  const t = await createTestApp();
  const db = t.app.careers.db;
  const fixtureIds = await seedSearchFixture(db);
  const alex = await logInAs(t.app);
  const backend = await insertDemoPosition(db, { title: 'Senior Backend Engineer', skills: ['TypeScript', 'React', 'Node.js', 'Kubernetes'] });
  const designer = await insertDemoPosition(db, { title: 'Product Designer', department: 'Design', skills: ['Figma', 'Sketch', 'Prototyping'] });
  const closed = await insertDemoPosition(db, { title: 'Junior Platform Engineer', skills: ['Go'], archived: true });
  return { ...t, alex, fixtureIds, backend, designer, closed };
}

/** What positionsTestApp() gives its test file; the app's parts exist from its beforeAll on. */
export type PositionsTestHandle = Readonly<Omit<PositionsTestApp, 'close'>> & {
  db(): Db;
  /** The id of the demo-company candidate with this email. */
  candidateId(email: string): Promise<number>;
  /** insertDemoPosition into this app's database. */
  insertPosition(p: DemoPositionFields): Promise<number>;
  /** A GET as `who` (a visitor without a session when null). */
  get(url: string, who?: Browser | null): Promise<LightMyRequestResponse>;
};

/** Makes the shared app for one test file: registers its beforeAll/afterAll, so call it once at the top of the file. */
export function positionsTestApp(): PositionsTestHandle {
  let made: PositionsTestApp | null = null;
  const ready = () => {
    if (!made) throw new Error('positionsTestApp: the app is made in beforeAll; use it inside tests');
    return made;
  };
  beforeAll(async () => {
    made = await createPositionsTestApp();
  });
  afterAll(async () => {
    await made?.close();
  });
  const db = () => ready().app.careers.db;
  return {
    get app() { return ready().app; },
    get config() { return ready().config; },
    get repoRoot() { return ready().repoRoot; },
    get dataDir() { return ready().dataDir; },
    get alex() { return ready().alex; },
    get fixtureIds() { return ready().fixtureIds; },
    get backend() { return ready().backend; },
    get designer() { return ready().designer; },
    get closed() { return ready().closed; },
    db,
    candidateId: async (email) => (await db().selectFrom('candidates').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id,
    insertPosition: (p) => insertDemoPosition(db(), p),
    get: (url, who = null) => ready().app.inject({ url, headers: who ? { cookie: who.cookie } : {} }),
  };
}
