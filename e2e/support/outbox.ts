import { expect, type APIRequestContext } from '@playwright/test';
import { adminApiToken } from './admin-api';

interface OutboxReply {
  messages: { to: string; subject: string; text: string; time: string }[];
}

/** A fresh address per test: the server's 60-second resend wait is per e-mail. */
export function freshEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The newest code mailed to `email` whose subject matches `kind` (the 6 digits open the subject). */
export async function codeFromOutbox(
  request: APIRequestContext,
  email: string,
  kind: RegExp,
): Promise<string> {
  // Only an administrator may read the outbox: it holds everyone's codes.
  const token = await adminApiToken(request);
  let code = '';
  await expect
    .poll(
      async () => {
        const reply = await request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        expect(reply.ok()).toBe(true);
        const { messages } = (await reply.json()) as OutboxReply;
        const mail = messages.find((message) => kind.test(message.subject));
        code = mail?.subject.match(/^(\d{6})\b/)?.[1] ?? '';
        return code;
      },
      { message: `a code mailed to ${email}` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}
