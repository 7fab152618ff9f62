// An SMTP sink for e2e runs: the server gets SMTP_URL pointing here and really sends its mail,
// so a test can open the link a user would click. Accepts every message; decodes the text body.
import net from 'node:net';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailbox {
  url: string;
  /**
   * Resolves with the first message to `to` (already received or still to come) whose subject
   * matches `subject` when given (a new account gets a verification mail before anything else).
   */
  next: (to: string, subject?: RegExp) => Promise<Mail>;
  close: () => Promise<void>;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function parseMail(raw: string): Mail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(head)?.[1]?.trim() ?? '';
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable'
      ? decodeQuotedPrintable(body)
      : encoding === 'base64'
        ? Buffer.from(body, 'base64').toString('utf8')
        : body;
  return { to: header('To'), subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
}

export async function startMailbox(): Promise<Mailbox> {
  const mails: Mail[] = [];
  const waiting: { to: string; subject?: RegExp; resolve: (mail: Mail) => void }[] = [];
  const matches = (mail: Mail, to: string, subject?: RegExp) =>
    mail.to.includes(to) && (subject === undefined || subject.test(mail.subject));
  const deliver = (mail: Mail) => {
    mails.push(mail);
    for (const w of [...waiting]) {
      if (matches(mail, w.to, w.subject)) {
        waiting.splice(waiting.indexOf(w), 1);
        w.resolve(mail);
      }
    }
  };
  const server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    socket.write('220 e2e-mailbox ESMTP\r\n');
    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          deliver(parseMail(buffer.slice(0, end).replace(/^\.\./gm, '.')));
          buffer = buffer.slice(end + 5);
          inData = false;
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const nl = buffer.indexOf('\r\n');
        if (nl < 0) return;
        const line = buffer.slice(0, nl).toUpperCase();
        buffer = buffer.slice(nl + 2);
        if (line.startsWith('EHLO')) socket.write('250-e2e-mailbox\r\n250 8BITMIME\r\n');
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
  return {
    url: `smtp://127.0.0.1:${port}`,
    next: (to, subject) => {
      const found = mails.find((m) => matches(m, to, subject));
      if (found) return Promise.resolve(found);
      return new Promise((resolve) => waiting.push({ to, subject, resolve }));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
