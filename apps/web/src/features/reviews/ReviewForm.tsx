import { zodResolver } from '@hookform/resolvers/zod';
import { reviewInputSchema, type OwnProductReview, type ReviewInput } from '@littleloom/shared';
import { useEffect, useId, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../lib/api';
import { buttonClass } from '../../ui/button-styles';
import { Spinner } from '../../ui/Spinner';
import { endedSession } from '../accounts/auth-fetch';
import { FormAlert } from '../accounts/FormAlert';
import { useSessionSnapshot } from '../accounts/use-session';
import { defaultReviewerName } from './reviewer-name';
import { REVIEW_WORDS } from './review-words';
import { StarRatingField } from './StarRatingField';
import { useOwnReviewRefresh, useReviewSave } from './use-review-save';
import { TextField } from '../../ui/TextField';
import { TextAreaField } from '../../ui/TextAreaField';

interface ReviewFormProps {
  productId: string;
  /** The review being edited; none for a new one. */
  review?: OwnProductReview;
  /** Scrolls the form to the top of the screen as it opens (arriving from "Rate this"). */
  scrollIntoView?: boolean;
  onDone: () => void;
  onCancel: () => void;
}

/** The review being edited as it stands; a new one starts without stars, under a default name. */
function formValues(
  review: OwnProductReview | undefined,
  accountName: string,
): Partial<ReviewInput> {
  if (!review) return { title: '', body: '', reviewerName: defaultReviewerName(accountName) };
  const { rating, title, body, reviewerName } = review;
  return { rating, title, body, reviewerName };
}

/**
 * A review as the shopper writes or edits it: stars, title, text and the name it is shown under,
 * checked by the shared reviewInputSchema with its messages beside each field. The server's
 * refusal is said above the buttons.
 */
export function ReviewForm({
  productId,
  review,
  scrollIntoView = false,
  onDone,
  onCancel,
}: ReviewFormProps) {
  const ids = useId();
  const { session } = useSessionSnapshot();
  const save = useReviewSave(productId);
  const refreshOwn = useOwnReviewRefresh(productId);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const form = useForm<ReviewInput>({
    resolver: zodResolver(reviewInputSchema),
    defaultValues: formValues(review, session?.user.name ?? ''),
  });
  const { handleSubmit, control } = form;

  // Focus goes to the form's heading, so the shopper (and a screen reader) starts at its top.
  useEffect(() => {
    if (scrollIntoView) formRef.current?.scrollIntoView?.({ block: 'start' });
    headingRef.current?.focus({ preventScroll: scrollIntoView });
  }, [scrollIntoView]);

  const onValid = (input: ReviewInput) =>
    save.mutate({ reviewId: review?._id, input }, { onSuccess: onDone });

  const refusal = save.isError && !endedSession(save.error) ? errorMessage(save.error) : undefined;
  const title = review ? REVIEW_WORDS.editTitle : REVIEW_WORDS.write;
  const submit = review
    ? { idle: 'Save changes', pending: 'Saving…' }
    : { idle: 'Post review', pending: 'Posting…' };

  return (
    <form
      ref={formRef}
      noValidate
      aria-labelledby={`${ids}-heading`}
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="flex max-w-2xl scroll-mt-24 flex-col gap-5 rounded-2xl border border-line bg-white p-4 sm:p-6"
    >
      <h3
        id={`${ids}-heading`}
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-ink"
      >
        {title}
      </h3>
      <Controller
        control={control}
        name="rating"
        render={({ field, fieldState }) => (
          <StarRatingField
            label="Your rating"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
          />
        )}
      />
      <TextField form={form} name="title" id={`${ids}-title`} label="Title" type="text" />
      <TextAreaField form={form} name="body" id={`${ids}-body`} label="Review text" rows={5} />
      <TextField
        form={form}
        name="reviewerName"
        id={`${ids}-name`}
        label="Name shown"
        type="text"
        autoComplete="nickname"
      />
      <FormAlert message={refusal} />
      <div className="flex flex-col gap-2 sm:flex-row">
        <button
          type="submit"
          className={buttonClass('primary')}
          disabled={save.isPending}
          aria-busy={save.isPending || undefined}
        >
          {save.isPending ? <Spinner /> : null}
          {save.isPending ? submit.pending : submit.idle}
        </button>
        <button
          type="button"
          className={buttonClass('secondary')}
          disabled={save.isPending}
          onClick={() => {
            if (save.isError) refreshOwn();
            onCancel();
          }}
        >
          Cancel
        </button>
      </div>
    </form>
  );
}
