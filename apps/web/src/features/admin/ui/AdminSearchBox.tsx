import { useId } from 'react';
import { adminInputClass } from './admin-styles';

interface AdminSearchBoxProps {
  /** What is searched, for the form's and the field's names ("Products": "Search products"). */
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
}

/** The search field over an admin list (its value lives in the address: use-search-param.ts). */
export function AdminSearchBox({ label, value, onChange, placeholder }: AdminSearchBoxProps) {
  const id = useId();
  return (
    <form
      role="search"
      aria-label={label}
      className="max-w-md"
      onSubmit={(event) => event.preventDefault()}
    >
      <label htmlFor={id} className="sr-only">
        Search {label.toLowerCase()}
      </label>
      <div className="relative">
        {/* Drawn here: importing the header's icon would add to the shop's first download. */}
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          width={16}
          height={16}
          fill="none"
          stroke="currentColor"
          strokeWidth={2}
          strokeLinecap="round"
          className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-500"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <input
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          className={`${adminInputClass} pl-9`}
        />
      </div>
    </form>
  );
}
