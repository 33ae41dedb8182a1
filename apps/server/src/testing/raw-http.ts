import { connect, type Socket } from 'node:net';

/** A reply as it came over the wire: status, headers (lower-case names) and body text. */
export interface RawReply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One TCP connection to a server, written to by hand, so that a test can hold a request half sent
 * or in flight while the server stops. Replies are read as they arrive (each with Content-Length,
 * as the shop sends its JSON).
 */
export class RawConnection {
  private received = Buffer.alloc(0);
  private ended = false;
  private readonly waiters: (() => void)[] = [];

  private constructor(private readonly socket: Socket) {
    socket.on('data', (chunk: Buffer) => {
      this.received = Buffer.concat([this.received, chunk]);
      this.wake();
    });
    socket.on('close', () => {
      this.ended = true;
      this.wake();
    });
    socket.on('error', () => undefined);
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  write(text: string): void {
    this.socket.write(text);
  }

  /** The next whole reply; rejects if the connection closes first. */
  async nextReply(timeoutMs = 30_000): Promise<RawReply> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const reply = this.takeReply();
      if (reply) return reply;
      if (this.ended) throw new Error(`the connection closed; unread: ${this.received.toString()}`);
      if (Date.now() > deadline) throw new Error(`no whole reply in ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        this.waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  }

  /** Resolves once the server has closed the connection. */
  async closedByServer(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.ended) {
      if (Date.now() > deadline) throw new Error('the server kept the connection open');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  destroy(): void {
    this.socket.destroy();
  }

  private wake(): void {
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  private takeReply(): RawReply | undefined {
    const headerEnd = this.received.indexOf('\r\n\r\n');
    if (headerEnd < 0) return undefined;
    const [statusLine = '', ...lines] = this.received
      .subarray(0, headerEnd)
      .toString()
      .split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const bodyStart = headerEnd + 4;
    const bodyEnd = bodyStart + Number(headers['content-length'] ?? 0);
    if (this.received.length < bodyEnd) return undefined;
    const body = this.received.subarray(bodyStart, bodyEnd).toString();
    this.received = this.received.subarray(bodyEnd);
    return { status: Number(statusLine.split(' ')[1]), headers, body };
  }
}

/** Whether a new connection to the port is refused (nothing listens there any more). */
export function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}
