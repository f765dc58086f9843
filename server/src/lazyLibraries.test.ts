import type { FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { TestApp } from './testing/testApp';
import { multipartBody } from './testing/uploadFile';

// Issue 26: libraries only rare requests use (offer PDFs, resume export, mail) load on first use, so
// their modules are not on the heap every garbage collection marks. Counted through jest's module
// registry: each factory below runs when its library is first required, and records that.
const mockLoaded = new Set<string>();
jest.mock('pdf-lib', () => (mockLoaded.add('pdf-lib'), jest.requireActual('pdf-lib')));
jest.mock('node-forge', () => (mockLoaded.add('node-forge'), jest.requireActual('node-forge')));
jest.mock('@signpdf/signpdf', () => (mockLoaded.add('@signpdf/signpdf'), jest.requireActual('@signpdf/signpdf')));
jest.mock('@signpdf/placeholder-pdf-lib', () => (mockLoaded.add('@signpdf/placeholder-pdf-lib'), jest.requireActual('@signpdf/placeholder-pdf-lib')));
jest.mock('nodemailer', () => (mockLoaded.add('nodemailer'), jest.requireActual('nodemailer')));

const loaded = () => [...mockLoaded].sort();
// Required, not imported: imports run before the set above exists.
const testing = () => require('./testing/testApp') as typeof import('./testing/testApp');

let first: TestApp;
let app: FastifyInstance;
let config: Config;

beforeAll(async () => {
  // The first start writes the demo data, whose offer letters and resume are PDFs made with pdf-lib.
  first = await testing().createTestApp();
  config = first.config;
  // A later start on that database, with every module loaded afresh: what a restarted server holds.
  jest.resetModules();
  mockLoaded.clear();
  const { buildApp } = require('./app') as typeof import('./app');
  app = await buildApp(config);
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await first?.close();
});

test('a started server, after a search, has loaded none of pdf-lib, node-forge, @signpdf or nodemailer', async () => {
  expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  expect((await app.inject({ url: '/api/pcsx/search?domain=demo.test&query=engineer' })).statusCode).toBe(200);
  expect(loaded()).toEqual([]);
});

test('exporting a resume loads pdf-lib, and only it', async () => {
  const alex = await testing().logInAs(app);
  const res = await app.inject({ url: '/api/pcsx/export_resume?domain=demo.test', headers: { cookie: alex.cookie } });
  expect(res.statusCode).toBe(200);
  expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(loaded()).toEqual(['pdf-lib']);
});

test("checking a PDF on the verify page loads the seal's libraries", async () => {
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
  const { payload, contentType } = multipartBody('signed.pdf', pdf, { type: 'application/pdf' });
  const res = await app.inject({ method: 'POST', url: '/api/offer/verify', headers: { 'content-type': contentType }, payload });
  expect(res.json()).toMatchObject({ signed_by_this_site: false, message: 'This PDF was not signed by this site.' });
  expect(loaded()).toEqual(['@signpdf/signpdf', 'node-forge', 'pdf-lib']);
});

test('sending a message loads nodemailer', async () => {
  const { mailerFor, readOutbox } = require('./services/mail/mailer') as typeof import('./services/mail/mailer');
  const mailer = mailerFor(config.mail);
  expect(loaded()).not.toContain('nodemailer');
  await mailer.send({ to: 'ana@example.com', subject: 'Hello', text: 'Hi' });
  expect((await readOutbox(config.mail.outboxDir)).map((m) => m.subject)).toEqual(['Hello']);
  expect(loaded()).toContain('nodemailer');
});
