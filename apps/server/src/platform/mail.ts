import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface OutboxEntry extends MailMessage {
  id: string;
  time: string;
}

/**
 * The default mailer: every message is written as a real .eml file under DATA_DIR/outbox (open it
 * with any mail client) with a JSON summary beside it for the developer outbox page.
 */
export class OutboxMailer implements Mailer {
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true });

  constructor(
    readonly folder: string,
    private readonly from: string,
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const time = new Date();
    // Sortable by name: the newest file sorts last.
    const id = `${time.toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
    const info = await this.composer.sendMail({ from: this.from, ...message });
    await writeFile(path.join(this.folder, `${id}.eml`), info.message as Buffer);
    const entry: OutboxEntry = { id, time: time.toISOString(), ...message };
    await writeFile(path.join(this.folder, `${id}.json`), JSON.stringify(entry));
    this.log.info(
      { to: message.to, subject: message.subject, file: `${id}.eml` },
      'mail written to outbox',
    );
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
    private readonly log: Pick<FastifyBaseLogger, 'info'>,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
    this.log.info({ to: message.to, subject: message.subject }, 'mail sent');
  }
}
