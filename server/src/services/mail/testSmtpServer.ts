import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
  /** The text/plain part, decoded (quoted-printable or base64). */
  text: string;
  /** The text/html part, decoded ('' when there is none). */
  html: string;
  headers: Record<string, string>;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** Recipients refused so far (451, "try again later"), see `refuseFirst`. */
  refused: string[];
  /** Resolves when at least `count` messages arrived (the test's own time limit bounds the wait). */
  waitFor(count: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

function decodePart(part: string): { headers: Record<string, string>; body: string } {
  const split = part.search(/\r?\n\r?\n/);
  const head = split < 0 ? part : part.slice(0, split);
  const body = split < 0 ? '' : part.slice(split).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const at = line.indexOf(':');
    if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
  }
  const encoding = headers['content-transfer-encoding']?.toLowerCase();
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return { headers, body: Buffer.from(bytes, 'latin1').toString('utf8') };
  }
  if (encoding === 'base64') return { headers, body: Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') };
  return { headers, body };
}

/** Reads the parts a test looks at: headers, subject, the plain text and the HTML. */
export function parseMail(raw: string): Omit<ReceivedMail, 'from' | 'to' | 'raw'> {
  const { headers, body } = decodePart(raw);
  let text = body;
  let html = /text\/html/i.test(headers['content-type'] ?? '') ? body : '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).map((p) => p.replace(/^\r?\n/, ''));
    const plain = parts.map(decodePart).find((p) => /text\/plain/i.test(p.headers['content-type'] ?? ''));
    text = plain?.body ?? '';
    html = parts.map(decodePart).find((p) => /text\/html/i.test(p.headers['content-type'] ?? ''))?.body ?? '';
  }
  // Whitespace between two encoded words is not part of the text (RFC 2047).
  const subject = (headers.subject ?? '').replace(/\?=\s+=\?/g, '?==?').replace(/=\?utf-8\?Q\?([^?]*)\?=/gi, (_m, q: string) =>
    Buffer.from(q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_x, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
  return { headers, subject, text: text.replace(/\r\n/g, '\n'), html: html.replace(/\r\n/g, '\n') };
}

/**
 * A real SMTP server on a free local port (no TLS, no login), keeping what it receives. With
 * `refuseFirst`, it answers the first that many recipients with a temporary failure (451), as a
 * busy or greylisting server does.
 */
export async function startTestSmtpServer(options: { refuseFirst?: number } = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const refused: string[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refused.length >= (options.refuseFirst ?? 0)) return callback();
      refused.push(address.address);
      callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...parseMail(raw),
        });
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    async waitFor(count) {
      while (received.length < count) await new Promise<void>((resolve) => waiters.push(resolve));
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
