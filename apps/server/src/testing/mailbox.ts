import type { MailMessage } from '../platform/mail';
import type { TestContext } from './test-app';

/**
 * Catches the mail a test app sends: pass `mailer` to createTestApp, then read what was sent
 * (after the queue is flushed).
 */
export function mailbox() {
  const sent: MailMessage[] = [];
  return {
    sent,
    mailer: { send: async (mail: MailMessage) => void sent.push(mail) },
    /** Mails to `email` whose subject holds `subjectPart`, once everything queued has left. */
    async to(ctx: TestContext, email: string, subjectPart: string): Promise<MailMessage[]> {
      await ctx.flushMail();
      return sent.filter((mail) => mail.to === email && mail.subject.includes(subjectPart));
    },
  };
}
