import path from 'node:path';
import { FormStatusResponse, FormValuesBody } from '@careers/shared/contracts/forms';

// Counts the real compilers' work per schema object: Ajv's compileSchema (what Ajv runs on a cache
// miss) and fast-json-stringify (what the serializer runs). Both are reached through Fastify's
// compiler packages, so they are resolved from there.
const ajvCompile = require.resolve('ajv/dist/compile/index.js', { paths: [path.dirname(require.resolve('@fastify/ajv-compiler'))] });
const fastJsonStringify = require.resolve('fast-json-stringify', { paths: [path.dirname(require.resolve('@fastify/fast-json-stringify-compiler'))] });
const validations = new Map<unknown, number>();
const serializations = new Map<unknown, number>();
const counted = (counts: Map<unknown, number>, schema: unknown) => counts.set(schema, (counts.get(schema) ?? 0) + 1);

jest.doMock(ajvCompile, () => {
  const actual = jest.requireActual<{ compileSchema: (this: unknown, env: { schema: unknown }) => unknown }>(ajvCompile);
  return {
    ...actual,
    compileSchema(this: unknown, env: { schema: unknown }) {
      counted(validations, env.schema);
      return actual.compileSchema.call(this, env);
    },
  };
});
jest.doMock(fastJsonStringify, () => {
  const actual = jest.requireActual<(schema: unknown, options: unknown) => unknown>(fastJsonStringify);
  return Object.assign((schema: unknown, options: unknown) => {
    counted(serializations, schema);
    return actual(schema, options);
  }, actual);
});

// Loaded after the mocks, so Fastify's compilers get the counting functions.
const { createTestApp, logInAs } = require('./testing/testApp') as typeof import('./testing/testApp');

describe('two apps built in one process', () => {
  let second: import('./testing/testApp').TestApp;
  // One app per hook: each app's start (migrations, demo data) has the hook's whole time budget.
  beforeAll(async () => {
    const first = await createTestApp();
    await first.close();
  });
  beforeAll(async () => {
    second = await createTestApp();
  });
  afterAll(() => second.close());

  test("compile a route's schemas once, and the second app's route still validates and answers", async () => {
    // POST /api/pcsx/forms/:formId/save: its body is validated, its answer serialized.
    expect(validations.get(FormValuesBody)).toBe(1);
    expect(serializations.get(FormStatusResponse)).toBe(1);

    const alex = await logInAs(second.app);
    const refused = await second.app.inject({
      method: 'POST',
      url: '/api/pcsx/forms/1/save',
      headers: { cookie: alex.cookie, 'x-csrf-token': alex.csrf },
      payload: { values: 'not an object' },
    });
    expect(refused.statusCode).toBe(400);
  });
});

test('a route with a header schema is refused at start, as the shared validator would not lower-case its names', async () => {
  const { default: Fastify } = require('fastify') as typeof import('fastify');
  const { schemaCompilers } = require('./schemaCompilers') as typeof import('./schemaCompilers');
  const app = Fastify({ schemaController: { compilersFactory: schemaCompilers } });
  app.get('/', { schema: { headers: { type: 'object', properties: { 'X-Domain': { type: 'string' } } } } }, async () => 'ok');
  await expect(app.ready()).rejects.toThrow('Header schemas are not supported');
  await app.close();
});
