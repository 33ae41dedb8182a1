import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The one-time code a mail carries, if any (printed to the console in development). */
  code?: string;
  /**
   * Where the recipient stops mail of this kind: sent as List-Unsubscribe, with RFC 8058's
   * one-click, so mail programs offer it beside the sender. A POST to it must unsubscribe without
   * anything more; a GET must change nothing, since mail scanners follow links.
   */
  unsubscribeUrl?: string;
}

/** A queued mail on its way out, named by its queue row on every try. */
export interface OutgoingMail extends MailMessage {
  queueId: string;
}

/** Delivers one message now; the mail queue decides when. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * The Message-ID of a queued mail, the same on every try: a mail sent again because the shop
 * stopped after the mail server took it but before the shop recorded that is then the same
 * message, which mail programs can recognise as a repeat.
 */
export function messageIdFor(queueId: string, from: string): string {
  const domain = /@([^\s@<>]+)>?\s*$/.exec(from)?.[1] ?? 'littleloom.in';
  return `<${queueId}@${domain}>`;
}

/** What nodemailer is given of a queued mail, on either transport. */
function envelope(from: string, { queueId, to, subject, text, unsubscribeUrl }: OutgoingMail) {
  return {
    from,
    to,
    subject,
    text,
    messageId: messageIdFor(queueId, from),
    ...(unsubscribeUrl
      ? {
          list: { unsubscribe: unsubscribeUrl },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }
      : {}),
  };
}

/** Writes a mail out whole, as a mail client opens it (an .eml file), without sending it. */
export class EmlWriter {
  private readonly stream = nodemailer.createTransport({ streamTransport: true, buffer: true });

  constructor(private readonly from: string) {}

  async write(mail: OutgoingMail): Promise<string> {
    const info = await this.stream.sendMail(envelope(this.from, mail));
    return (info.message as Buffer).toString('utf8');
  }
}

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // nodemailer waits up to 10 minutes on a silent server, while the queue sends one mail at a
    // time and keeps its claim alive: a dead server is given up on sooner and the mail retried.
    // Timeouts in SMTP_URL's query win over these.
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 60_000,
    });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail(envelope(this.from, mail));
  }
}
