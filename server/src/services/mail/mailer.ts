import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type { MailConfig } from '../../config';
import { loadNodemailer } from './loadNodemailer';

/** One message: plain text always, HTML besides when given. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, such as List-Unsubscribe. */
  headers?: Record<string, string>;
}

/** What the outbox keeps beside each `.eml` file, for the development page. */
export interface OutboxEntry {
  file: string;
  date: string;
  from: string;
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** 'smtp' with SMTP_URL, else 'outbox' (files under DATA_DIR/outbox). */
  readonly kind: 'smtp' | 'outbox';
  /** Sends (or writes) the message; rejects when the SMTP server refuses it or cannot be reached. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

// One transport per settings object: an SMTP connection pool is worth keeping between messages.
const mailers = new WeakMap<MailConfig, Mailer>();

/** The mailer `config` asks for, made once. */
export function mailerFor(config: MailConfig): Mailer {
  let mailer = mailers.get(config);
  if (!mailer) {
    mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.from) : outboxMailer(config.outboxDir, config.from);
    mailers.set(config, mailer);
  }
  return mailer;
}

/** Closes the mailer of `config`, if one was made (its SMTP connections end). */
export function closeMailer(config: MailConfig): void {
  mailers.get(config)?.close();
  mailers.delete(config);
}

function smtpMailer(url: string, from: string): Mailer {
  // Pooled: announcing to many saved searches sends many messages; a connection is reused.
  // Made with the first message: nodemailer loads then (loadNodemailer.ts); SMTP_URL was checked at start.
  let transport: Transporter | undefined;
  return {
    kind: 'smtp',
    async send(message) {
      transport ??= loadNodemailer().createTransport(`${url}${url.includes('?') ? '&' : '?'}pool=true`);
      await transport.sendMail({ from, ...message });
    },
    close: () => transport?.close(),
  };
}

function outboxMailer(dir: string, from: string): Mailer {
  // Builds the same RFC 5322 message SMTP would carry, then keeps it as a file.
  let transport: Transporter | undefined;
  return {
    kind: 'outbox',
    async send(message) {
      transport ??= loadNodemailer().createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      const info = (await transport.sendMail({ from, ...message })) as { message: Buffer };
      const date = new Date();
      const name = `${date.toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(path.join(dir, `${name}.eml`), info.message);
      const entry: OutboxEntry = { file: `${name}.eml`, date: date.toISOString(), from, to: message.to, subject: message.subject, text: message.text };
      // The summary last: the page lists summaries, so a listed message always has its file.
      await fs.writeFile(path.join(dir, `${name}.json`), JSON.stringify(entry, null, 2));
    },
    close() {},
  };
}

/** The outbox's messages, newest first (at most `limit`); an outbox never written to is empty. */
export async function readOutbox(dir: string, limit = 200): Promise<OutboxEntry[]> {
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const summaries = names.filter((n) => n.endsWith('.json')).sort().reverse().slice(0, limit);
  const entries: OutboxEntry[] = [];
  for (const name of summaries) {
    try {
      entries.push(JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as OutboxEntry);
    } catch {
      // A file removed meanwhile, or not ours: not listed.
    }
  }
  return entries;
}
