import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../config';
import { mailerFor, readOutbox } from './mailer';
import { parseMail, startTestSmtpServer, type TestSmtpServer } from './testSmtpServer';

let smtp: TestSmtpServer;
let dir: string;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp.close());
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-mail-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const message = {
  to: 'ana@example.com',
  subject: 'New job at Northwind: Nurse – night shift',
  text: `Unsubscribe: https://careers.example/careers/job-alerts/unsubscribe?token=${'x'.repeat(90)}`,
  html: '<p>Hi</p>',
  headers: { 'List-Unsubscribe': '<https://careers.example/u>' },
};

test('with SMTP_URL, messages go to that SMTP server, From MAIL_FROM, headers and text intact', async () => {
  const config = loadConfig({ DATA_DIR: dir, SMTP_URL: smtp.url, MAIL_FROM: 'Northwind Careers <jobs@northwind.example>' });
  const mailer = mailerFor(config.mail);
  expect(mailer.kind).toBe('smtp');
  await mailer.send(message);
  mailer.close();
  const [got] = await smtp.waitFor(1);
  expect(got?.from).toBe('jobs@northwind.example');
  expect(got?.to).toEqual(['ana@example.com']);
  expect(got?.subject).toBe('New job at Northwind: Nurse – night shift');
  expect(got?.headers['list-unsubscribe']).toBe('<https://careers.example/u>');
  expect(got?.text).toContain(`token=${'x'.repeat(90)}`);
  // Nothing written to the outbox: it is sent.
  expect(fs.existsSync(path.join(dir, 'outbox'))).toBe(false);
});

test('an SMTP server that cannot be reached fails the send (the caller decides what that means)', async () => {
  const closed = await startTestSmtpServer();
  const url = closed.url;
  await closed.close();
  const mailer = mailerFor(loadConfig({ DATA_DIR: dir, SMTP_URL: url }).mail);
  await expect(mailer.send(message)).rejects.toThrow();
  mailer.close();
});

test('without SMTP_URL, each message is an .eml file under DATA_DIR/outbox, listed newest first', async () => {
  const config = loadConfig({ DATA_DIR: dir });
  expect(config.mail.outboxDir).toBe(path.join(dir, 'outbox'));
  expect(await readOutbox(config.mail.outboxDir)).toEqual([]);
  const mailer = mailerFor(config.mail);
  expect(mailer.kind).toBe('outbox');
  await mailer.send(message);
  await mailer.send({ ...message, subject: 'Second' });
  const listed = await readOutbox(config.mail.outboxDir);
  expect(listed.map((m) => m.subject)).toEqual(['Second', 'New job at Northwind: Nurse – night shift']);
  expect(listed[1]).toMatchObject({ to: 'ana@example.com', from: 'Careers <no-reply@localhost>', text: message.text });
  const eml = parseMail(fs.readFileSync(path.join(config.mail.outboxDir, listed[1]?.file ?? ''), 'utf8'));
  expect(eml.headers.to).toBe('ana@example.com');
  expect(eml.headers['list-unsubscribe']).toBe('<https://careers.example/u>');
  expect(eml.text).toContain(message.text);
});

test('settings: a bad SMTP_URL is refused at start; the outbox page is for this machine only by default, off in production and with SMTP', () => {
  expect(() => loadConfig({ SMTP_URL: 'http://mail.example' })).toThrow(/SMTP_URL must look like smtp:/);
  expect(loadConfig({ DATA_DIR: dir }).mail.outboxPage).toBe('loopback');
  expect(loadConfig({ DATA_DIR: dir, MAIL_OUTBOX_PAGE: 'true' }).mail.outboxPage).toBe('everyone');
  expect(loadConfig({ DATA_DIR: dir, MAIL_OUTBOX_PAGE: 'false' }).mail.outboxPage).toBe('off');
  expect(() => loadConfig({ DATA_DIR: dir, MAIL_OUTBOX_PAGE: 'maybe' })).toThrow(/MAIL_OUTBOX_PAGE must be true or false/);
  expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production' }).mail.outboxPage).toBe('off');
  expect(loadConfig({ DATA_DIR: dir, NODE_ENV: 'production', MAIL_OUTBOX_PAGE: 'true' }).mail.outboxPage).toBe('everyone');
  expect(loadConfig({ DATA_DIR: dir, SMTP_URL: smtp.url, MAIL_OUTBOX_PAGE: 'true' }).mail.outboxPage).toBe('off');
  expect(loadConfig({ PORT: '9000' }).mail.publicOrigin).toBe('http://localhost:9000');
  expect(loadConfig({ PUBLIC_ORIGIN: 'https://careers.example.com/' }).mail.publicOrigin).toBe('https://careers.example.com');
});
