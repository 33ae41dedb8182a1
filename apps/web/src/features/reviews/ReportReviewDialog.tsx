import { zodResolver } from '@hookform/resolvers/zod';
import { reviewReportSchema } from '@littleloom/shared';
import { useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { errorMessage } from '../../lib/api';
import { buttonClass } from '../../ui/button-styles';
import { inputClass } from '../../ui/FormField';
import { DialogActions, ModalDialog } from '../../ui/ModalDialog';
import { Spinner } from '../../ui/Spinner';
import { endedSession } from '../accounts/auth-fetch';
import { FormAlert } from '../accounts/FormAlert';
import { useReviewReport } from './use-review-report';
import { BoundField } from '../../ui/BoundField';

interface ReportReviewDialogProps {
  open: boolean;
  reviewId: string;
  onReported: () => void;
  onClose: () => void;
}

/**
 * Reporting a review to the shop: the reason is required, within the shared schema's limits and
 * in its words. Focus starts in the reason. A refusal is said above the buttons.
 */
export function ReportReviewDialog({
  open,
  reviewId,
  onReported,
  onClose,
}: ReportReviewDialogProps) {
  const ids = useId();
  const reasonRef = useRef<HTMLTextAreaElement | null>(null);
  const report = useReviewReport(reviewId);
  const form = useForm({
    resolver: zodResolver(reviewReportSchema),
    defaultValues: { reason: '' },
  });
  const refusal =
    report.isError && !endedSession(report.error) ? errorMessage(report.error) : undefined;
  const close = () => {
    report.reset();
    onClose();
  };

  return (
    <ModalDialog
      open={open}
      title="Report this review"
      description="Tell us what is wrong with it. We hide reviews that are abusive, share personal details or are not about the product."
      initialFocusRef={reasonRef}
      busy={report.isPending}
      onClose={close}
    >
      <form
        noValidate
        className="flex flex-col gap-3"
        onSubmit={(event) =>
          void form.handleSubmit(({ reason: text }) =>
            report.mutate(text, { onSuccess: onReported }),
          )(event)
        }
      >
        <BoundField form={form} name="reason" id={`${ids}-reason`} label="Reason">
          {({ ref, ...control }) => (
            <textarea
              {...control}
              ref={(element) => {
                ref(element);
                reasonRef.current = element;
              }}
              rows={4}
              className={`${inputClass} resize-y`}
            />
          )}
        </BoundField>
        <FormAlert message={refusal} />
        <DialogActions>
          <button
            type="button"
            className={buttonClass('secondary')}
            disabled={report.isPending}
            onClick={close}
          >
            Cancel
          </button>
          <button
            type="submit"
            className={buttonClass('primary')}
            disabled={report.isPending}
            aria-busy={report.isPending || undefined}
          >
            {report.isPending ? <Spinner /> : null}
            {report.isPending ? 'Sending…' : 'Send report'}
          </button>
        </DialogActions>
      </form>
    </ModalDialog>
  );
}
