import { useId, useState, type ReactNode } from 'react';
import { ChevronRightIcon } from '../../../ui/icons';

interface FilterSectionProps {
  title: string;
  children: ReactNode;
}

/**
 * One group of filters (Size, Colour, Price…): a fieldset whose legend is the button that folds
 * it, so a long panel can be shortened and each group keeps its name for screen readers.
 */
export function FilterSection({ title, children }: FilterSectionProps) {
  const [open, setOpen] = useState(true);
  const bodyId = useId();
  return (
    <fieldset className="border-t border-line py-2 first:border-t-0 first:pt-0">
      <legend className="w-full">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((was) => !was)}
          className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg text-left text-sm font-bold tracking-[0.08em] text-ink uppercase hover:text-coral-strong"
        >
          {title}
          <ChevronRightIcon
            size={18}
            className={`shrink-0 transition-transform duration-150 ${open ? 'rotate-90' : ''}`}
          />
        </button>
      </legend>
      <div id={bodyId} hidden={!open} className="pb-2">
        {children}
      </div>
    </fieldset>
  );
}
