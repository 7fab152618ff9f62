// A minimal SMTP server for tests: accepts every message and keeps the DATA section.
import net from 'node:net';

export type ReceivedMail = { rawSubject: string; subject: string; text: string };

export type FakeSmtp = {
  url: string;
  messages: string[];
  /**
   * The decoded text of the `nth` (1-based) message to `to` whose subject matches `subject`
   * (when given), once it has arrived.
   */
  textTo: (to: string, nth?: number, subject?: RegExp) => Promise<string>;
  /** The same message: its subject as sent (RFC 2047 words) and decoded, and its text. */
  messageTo: (to: string, nth?: number, subject?: RegExp) => Promise<ReceivedMail>;
  close: () => Promise<void>;
};

/** Quoted-printable to text: the =XX escapes are bytes of UTF-8, not characters. */
function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    const hex = soft[i] === '=' ? /^[0-9A-F]{2}$/i.exec(soft.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The plain-text body of a raw message, quoted-printable or base64 decoded. */
export function decodeBody(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).toLowerCase();
  const body = raw.slice(split + 4);
  if (headers.includes('content-transfer-encoding: base64'))
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (headers.includes('content-transfer-encoding: quoted-printable'))
    return decodeQuotedPrintable(body);
  return body;
}

/** The Subject header as sent: folded lines joined, RFC 2047 words left encoded. */
export function rawSubjectOf(raw: string): string {
  const headers = raw.slice(0, raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ');
  return /^Subject: (.*)$/im.exec(headers)?.[1] ?? '';
}

/** A header's RFC 2047 encoded words (=?UTF-8?B?…?= or ?Q?) decoded; adjacent words join. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([\w-]+)\?([BQ])\?([^?]*)\?=/gi,
      (_m, _charset: string, enc: string, data: string) =>
        enc.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

export async function startFakeSmtp(): Promise<FakeSmtp> {
  const messages: string[] = [];
  const waiters = new Set<() => void>();
  const arrived = () => {
    for (const wake of [...waiters]) wake();
  };
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 fake-smtp ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(buffer.slice(0, end));
          arrived();
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl).toUpperCase();
        buffer = buffer.slice(nl + 2);
        if (line.startsWith('EHLO')) socket.write('250-fake-smtp\r\n250 8BITMIME\r\n');
        else if (line.startsWith('DATA')) {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (line.startsWith('QUIT')) {
          socket.end('221 bye\r\n');
          return;
        } else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const messageTo = (to: string, nth = 1, subject?: RegExp) =>
    new Promise<ReceivedMail>((resolve) => {
      const check = () => {
        const mine = messages.filter(
          (m) =>
            new RegExp(`^To: .*${to}`, 'im').test(m) &&
            (subject === undefined || subject.test(decodeHeader(rawSubjectOf(m)))),
        );
        const found = mine[nth - 1];
        if (found === undefined) return;
        waiters.delete(check);
        const rawSubject = rawSubjectOf(found);
        resolve({ rawSubject, subject: decodeHeader(rawSubject), text: decodeBody(found) });
      };
      waiters.add(check);
      check();
    });
  const textTo = async (to: string, nth = 1, subject?: RegExp) =>
    (await messageTo(to, nth, subject)).text;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    textTo,
    messageTo,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
