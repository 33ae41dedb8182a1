import { useShopConfig } from '../../lib/shop-config';
import { MailIcon } from '../../ui/icons';

/**
 * When the shop runs without a mail server, no e-mail leaves it: codes are printed in the server's
 * console and kept in the mail outbox, which only an administrator may read (it holds everyone's
 * codes). This says so, so nobody is left waiting for an e-mail that will never arrive.
 */
export function DevOutboxNote() {
  const { data } = useShopConfig();
  if (!data?.devOutbox) return null;
  return (
    <p className="flex items-start gap-2 rounded-xl bg-sun-soft px-4 py-3 text-sm text-ink">
      <MailIcon size={18} className="mt-0.5 shrink-0" />
      <span>
        This shop has no mail server set up, so the e-mail is not sent. The code is printed in the
        server’s console, and an administrator can read it in the back office under{' '}
        <strong className="font-bold">Mail outbox</strong>.
      </span>
    </p>
  );
}
