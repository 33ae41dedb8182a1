import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one-time code a mail carries, if any (printed to the console in development). */
  code?: string;
}

/** Delivers one message now; the mail queue decides when. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface OutboxEntry extends Omit<MailMessage, 'code'> {
  id: string;
  time: string;
}

/**
 * The default mailer: every message is written as a real .eml file under DATA_DIR/outbox (open it
 * with any mail client) with a JSON summary beside it for the back office's Mail outbox page.
 */
export class OutboxMailer implements Mailer {
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true });

  constructor(
    readonly folder: string,
    private readonly from: string,
  ) {}

  async send({ to, subject, text }: MailMessage): Promise<void> {
    await mkdir(this.folder, { recursive: true, mode: 0o700 });
    const time = new Date();
    // Sortable by name: the newest file sorts last.
    const id = `${time.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    const info = await this.composer.sendMail({ from: this.from, to, subject, text });
    await writeFile(path.join(this.folder, `${id}.eml`), info.message as Buffer, { mode: 0o600 });
    const entry: OutboxEntry = { id, time: time.toISOString(), to, subject, text };
    await writeFile(path.join(this.folder, `${id}.json`), JSON.stringify(entry), { mode: 0o600 });
  }

  /** Newest first; `to` filters by recipient, ignoring case. */
  async list(to?: string, limit = 50): Promise<OutboxEntry[]> {
    let names: string[];
    try {
      names = await readdir(this.folder);
    } catch {
      return [];
    }
    const wanted = to?.trim().toLowerCase();
    const entries: OutboxEntry[] = [];
    for (const name of names
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse()) {
      const entry = JSON.parse(await readFile(path.join(this.folder, name), 'utf8')) as OutboxEntry;
      if (wanted && entry.to.toLowerCase() !== wanted) continue;
      entries.push(entry);
      if (entries.length >= limit) break;
    }
    return entries;
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send({ to, subject, text }: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, to, subject, text });
  }
}

/** SMTP when configured; otherwise the outbox folder, which the back office then shows. */
export function mailDelivery(
  mail: { smtpUrl: string | undefined; from: string },
  dataDir: string,
): { transport: Mailer; outbox?: OutboxMailer } {
  if (mail.smtpUrl) return { transport: new SmtpMailer(mail.smtpUrl, mail.from) };
  const outbox = new OutboxMailer(path.join(dataDir, 'outbox'), mail.from);
  return { transport: outbox, outbox };
}
