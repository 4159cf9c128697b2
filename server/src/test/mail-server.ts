import { SMTPServer } from 'smtp-server';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** A real SMTP server on loopback that keeps what it receives, for tests of the mails the app sends. */
export function startMailServer() {
  const received: Mail[] = [];
  const waiting: ((mail: Mail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = chunks.join('');
        const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
        const body = raw.slice(raw.indexOf('\r\n\r\n') + 4);
        // Quoted-printable, as Nodemailer writes long lines.
        const text = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(parseInt(h, 16)));
        const subject = /^Subject: (.*)$/m.exec(headers)?.[1] ?? '';
        const mail = { to: session.envelope.rcptTo.map((r) => r.address).join(','), subject, text };
        received.push(mail);
        waiting.shift()?.(mail);
        done();
      });
    },
  });
  return new Promise<{
    port: number;
    received: Mail[];
    /** The next mail to arrive (ask before the request that sends it). */
    next: () => Promise<Mail>;
    close: () => Promise<void>;
  }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.server.address() as { port: number }).port,
        received,
        next: () => new Promise((r) => waiting.push(r)),
        close: () => new Promise((r) => server.close(() => r())),
      }),
    ),
  );
}

export type MailServer = Awaited<ReturnType<typeof startMailServer>>;
