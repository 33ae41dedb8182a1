import { useId, type Ref } from 'react';
import { adminInputClass } from '../ui/admin-styles';
import { FormProblem } from '../ui/FormProblem';

interface ReviewTextFieldProps {
  ref: Ref<HTMLTextAreaElement>;
  label: string;
  /** What happens to the text, under the field. */
  hint: string;
  value: string;
  maxLength: number;
  /** What is wrong with the text as typed, in the shared rule's words. */
  problem: string | null;
  disabled: boolean;
  onChange: (value: string) => void;
}

/** The text a review act asks for (a reason, a reply): label, hint, count and problem. */
export function ReviewTextField({
  ref,
  label,
  hint,
  value,
  maxLength,
  problem,
  disabled,
  onChange,
}: ReviewTextFieldProps) {
  const fieldId = useId();
  const hintId = useId();
  const problemId = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={fieldId} className="text-xs font-bold text-slate-600">
        {label}
      </label>
      <textarea
        ref={ref}
        id={fieldId}
        rows={4}
        maxLength={maxLength}
        value={value}
        disabled={disabled}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${problemId} ${hintId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
        className={adminInputClass}
      />
      <p id={hintId} className="text-xs text-slate-500">
        {hint} {value.length} of {maxLength} characters.
      </p>
      <FormProblem id={problemId} problem={problem} />
    </div>
  );
}
