import { formatShopInstant } from '@littleloom/shared';
import { useId, useState } from 'react';
import { ChevronRightIcon } from '../../../ui/icons/ChevronRightIcon';
import type { OutboxMessage } from './outbox-api';

/** When the message was written, in the shop's time ('17 Jan 2026, 3:04 pm'). */
export function formatMailTime(iso: string): string {
  return formatShopInstant(iso, 'stamp');
}

/**
 * One message: when, to whom and its subject; the subject opens the text below it. On narrow
 * screens the time and recipient move under the subject.
 */
export function OutboxRow({ message }: { message: OutboxMessage }) {
  const [open, setOpen] = useState(false);
  const textId = useId();
  const time = formatMailTime(message.time);
  return (
    <tr className="align-top hover:bg-slate-50/70">
      <td className="hidden px-3 py-2.5 text-slate-700 tabular-nums sm:table-cell sm:px-4">
        <time dateTime={message.time}>{time}</time>
      </td>
      <td className="hidden px-3 py-2.5 text-slate-700 sm:px-4 md:table-cell">
        <span className="block break-all">{message.to}</span>
      </td>
      <td className="px-3 py-1.5 sm:px-4">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={textId}
          onClick={() => setOpen((shown) => !shown)}
          className="-mx-1 flex min-h-9 w-full items-start gap-1.5 rounded-md px-1 py-1 text-left font-bold text-slate-900 hover:text-coral-deep"
        >
          <ChevronRightIcon
            size={16}
            className={`mt-0.5 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-90' : ''}`}
          />
          <span className="min-w-0 break-words">{message.subject}</span>
        </button>
        <p className="pl-5.5 text-xs text-slate-500 md:hidden">
          <span className="break-all">To {message.to}</span>
          <span className="sm:hidden">
            {' · '}
            <time dateTime={message.time}>{time}</time>
          </span>
        </p>
        <div id={textId} hidden={!open} className="mt-2 mb-1">
          <pre className="overflow-x-auto rounded-lg border border-slate-200 bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap break-words text-slate-800">
            {message.text}
          </pre>
        </div>
      </td>
    </tr>
  );
}
