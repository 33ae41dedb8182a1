import { useState, type ComponentPropsWithRef } from 'react';
import { inputClass } from '../../ui/FormField';

type PasswordInputProps = Omit<ComponentPropsWithRef<'input'>, 'type' | 'className'>;

/** A password field with a Show/Hide toggle, so a parent on a phone can check what they typed. */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <input {...props} type={visible ? 'text' : 'password'} className={`${inputClass} pr-20`} />
      <button
        type="button"
        aria-pressed={visible}
        aria-controls={props.id}
        onClick={() => setVisible((shown) => !shown)}
        className="absolute inset-y-0 right-1 my-auto h-10 rounded-full px-3 text-sm font-bold text-ink-muted hover:bg-ink/5 hover:text-ink"
      >
        {visible ? 'Hide' : 'Show'}
        <span className="sr-only"> password</span>
      </button>
    </div>
  );
}
