import {
  RETURN_REJECTION_REASON_LENGTH,
  RETURN_WINDOW_DAYS,
  isOpenItem,
  returnRejectionReasonSchema,
} from '@littleloom/shared';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ConfirmDialog, type ConfirmDialogVariant } from '../../../ui/ConfirmDialog';
import { adminInputClass } from '../ui/admin-styles';
import { FormProblem } from '../ui/FormProblem';
import type { OrderAction } from './order-actions';
import { itemName } from './order-labels';
import type { OrderActions } from './use-order-actions';

interface Confirmation {
  title: string;
  description: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  /** Not 'Cancel': next to "Cancel order" that word would read both ways. */
  cancelLabel: string;
  variant: ConfirmDialogVariant;
}

/** The question each act asks, naming the item or the order (LOOK.md). */
function confirmationFor(action: OrderAction): Confirmation {
  const { order } = action;
  const ofOrder = `Order ${order.orderNumber}, ${order.user.name}.`;
  switch (action.kind) {
    case 'item-status':
      return action.to === 'CANCELLED'
        ? {
            title: `Cancel ${itemName(action.item)}?`,
            description: `${ofOrder} It goes back into stock; if it was paid for, its value goes to the customer’s wallet.`,
            confirmLabel: 'Cancel item',
            pendingLabel: 'Cancelling…',
            cancelLabel: 'Keep item',
            variant: 'destructive',
          }
        : {
            title: `Mark ${itemName(action.item)} as delivered?`,
            description: `${ofOrder} Its status cannot be changed afterwards; the customer may ask to return it within ${RETURN_WINDOW_DAYS} days.`,
            confirmLabel: 'Mark delivered',
            pendingLabel: 'Saving…',
            cancelLabel: 'Not yet',
            variant: 'default',
          };
    // Of the moves of every open item only Delivered asks: cancelling them all is Cancel Order.
    case 'order-status':
      return {
        title: `Mark every open item of order ${order.orderNumber} as delivered?`,
        description: `${order.user.name}. ${openCount(action)} Their status cannot be changed afterwards.`,
        confirmLabel: 'Mark delivered',
        pendingLabel: 'Saving…',
        cancelLabel: 'Not yet',
        variant: 'default',
      };
    case 'cancel-order':
      return {
        title: `Cancel order ${order.orderNumber}?`,
        description: `${order.user.name}. ${openCount(action)} They go back into stock; if they were paid for, their value goes to the customer’s wallet.`,
        confirmLabel: 'Cancel order',
        pendingLabel: 'Cancelling…',
        cancelLabel: 'Keep order',
        variant: 'destructive',
      };
    case 'return':
      return action.decision === 'APPROVED'
        ? {
            title: `Approve the return of ${itemName(action.item)}?`,
            description: `${ofOrder} Once the item is back, Process Refund credits its value to the customer’s wallet.`,
            confirmLabel: 'Approve return',
            pendingLabel: 'Approving…',
            cancelLabel: 'Not now',
            variant: 'default',
          }
        : {
            title: `Reject the return of ${itemName(action.item)}?`,
            description: `${ofOrder} The customer keeps the item and gets no refund for it. They are mailed your reason, and see it on their order.`,
            confirmLabel: 'Reject return',
            pendingLabel: 'Rejecting…',
            cancelLabel: 'Not now',
            variant: 'destructive',
          };
    case 'refund': {
      const approved = order.items.filter((item) => item.trackingStatus === 'RETURN_APPROVED');
      return {
        title: `Process the refund for order ${order.orderNumber}?`,
        description: (
          <>
            <p>
              {order.user.name}’s approved returns are marked Returned, put back into stock, and
              their value goes to the customer’s wallet:
            </p>
            <ul className="mt-1 list-disc pl-5">
              {approved.map((item) => (
                <li key={item._id}>
                  {itemName(item)} × {item.quantity}
                </li>
              ))}
            </ul>
          </>
        ),
        confirmLabel: 'Process refund',
        pendingLabel: 'Refunding…',
        cancelLabel: 'Not now',
        variant: 'default',
      };
    }
  }
}

/** "2 items are still open." for the acts on every open item. */
function openCount(action: OrderAction): string {
  const open = action.order.items.filter((item) => isOpenItem(item.trackingStatus)).length;
  return open === 1 ? '1 item is still open.' : `${open} items are still open.`;
}

/**
 * The confirmation before an act on an order (back-office.md §4), on the shared ConfirmDialog;
 * nothing while no act waits for the admin's yes.
 */
export function OrderActionDialog({ actions }: { actions: OrderActions }) {
  if (!actions.asking) return null;
  const { title, description, confirmLabel, pendingLabel, cancelLabel, variant } = confirmationFor(
    actions.asking,
  );
  const props = {
    open: true,
    title,
    description,
    confirmLabel,
    pendingLabel,
    cancelLabel,
    variant,
    pending: actions.pending,
    onCancel: actions.dismiss,
  };
  if (actions.asking.kind === 'return' && actions.asking.decision === 'REJECTED') {
    // Keyed by the item: another rejection starts with an empty reason.
    return <RejectReturnDialog key={actions.asking.item._id} actions={actions} {...props} />;
  }
  return <ConfirmDialog {...props} onConfirm={() => actions.confirm()} />;
}

/**
 * Rejecting a return asks why, in words the customer will read (a mail, and their order page):
 * 3 to 300 characters, checked by the shared rule before anything is sent.
 */
function RejectReturnDialog({
  actions,
  ...props
}: Omit<Parameters<typeof ConfirmDialog>[0], 'onConfirm' | 'children'> & {
  actions: OrderActions;
}) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const problemId = useId();
  const countId = useId();
  const field = useRef<HTMLTextAreaElement>(null);

  // After the dialog's own layout effect, which starts destructive dialogs on Cancel: the reason
  // is what the admin came to write.
  useEffect(() => field.current?.focus(), []);

  const confirm = () => {
    const checked = returnRejectionReasonSchema.safeParse(reason);
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? null);
      field.current?.focus();
      return;
    }
    actions.confirm(checked.data);
  };

  return (
    <ConfirmDialog {...props} onConfirm={confirm}>
      <div className="flex flex-col gap-1">
        <label htmlFor={fieldId} className="text-xs font-bold text-slate-600">
          Reason for the customer
        </label>
        <textarea
          ref={field}
          id={fieldId}
          rows={3}
          maxLength={RETURN_REJECTION_REASON_LENGTH.max}
          value={reason}
          disabled={props.pending}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${problemId} ${countId}` : countId}
          onChange={(event) => {
            setReason(event.target.value);
            setProblem(null);
          }}
          className={adminInputClass}
        />
        <p id={countId} className="text-xs text-slate-500">
          {reason.length} of {RETURN_REJECTION_REASON_LENGTH.max} characters
        </p>
        <FormProblem id={problemId} problem={problem} />
      </div>
    </ConfirmDialog>
  );
}
