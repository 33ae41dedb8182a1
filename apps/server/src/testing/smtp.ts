import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives. */
export async function startSmtpServer(): Promise<{
  url: string;
  messages: ReceivedMail[];
  /** The newest six-digit code mailed to an address. */
  codeFor(email: string): string;
  /**
   * Keeps the next `count` messages but answers each with a temporary failure: a server that
   * took the mail while the sender never heard so, as when the sender stops at that moment.
   */
  failAfterReceiving(count: number): void;
  close(): Promise<void>;
}> {
  const messages: ReceivedMail[] = [];
  let failuresLeft = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        messages.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        } else {
          callback();
        }
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    codeFor(email) {
      const mine = messages.filter((m) => m.to.includes(email.toLowerCase()));
      const newest = mine.at(-1);
      const code = newest?.raw.match(/^ {4}(\d{6})\s*$/m)?.[1];
      if (!code) throw new Error(`no code was mailed to ${email}`);
      return code;
    },
    failAfterReceiving(count) {
      failuresLeft = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
