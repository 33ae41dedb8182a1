import { useShopConfig } from '../../lib/shop-config';
import { MailIcon } from '../../ui/icons';

/**
 * When the shop runs without a mail server (development), codes land in the local outbox; this
 * says where, so a developer is not left waiting for an e-mail that will never arrive.
 */
export function DevOutboxNote({ email }: { email: string }) {
  const { data } = useShopConfig();
  if (!data?.devOutbox) return null;
  return (
    <p className="flex items-start gap-2 rounded-xl bg-sun-soft px-4 py-3 text-sm text-ink">
      <MailIcon size={18} className="mt-0.5 shrink-0" />
      <span>
        Running locally?{' '}
        <a
          href={`/api/dev/outbox?to=${encodeURIComponent(email)}`}
          target="_blank"
          rel="noopener noreferrer"
          className="font-bold underline underline-offset-2 hover:text-coral-deep"
        >
          Your code is in the mail outbox
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
      </span>
    </p>
  );
}
