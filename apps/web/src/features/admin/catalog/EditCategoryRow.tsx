import { PARCEL_FIELDS } from '@littleloom/shared';
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import { useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { adminInputClass, adminRowButtonClass } from '../ui/admin-styles';
import { StatusBadge } from '../ui/StatusBadge';
import { CATALOG_ADMIN_MSG } from './catalog-admin-messages';
import { updateCategory, type AdminCategory, type CategoryReply } from './categories-admin-api';
import {
  valueRatedChapter,
  valuesFromCategory,
  type CategoryFieldName,
} from './category-form-values';
import { GstRateOptions } from './GstRateOptions';
import { PARCEL_FIELD_LABELS } from './parcel-form-fields';
import { useCategoryForm } from './use-category-form';

/** Save in an editing row: the row buttons' size, the primary colour. */
const saveRowButtonClass =
  'inline-flex min-h-8 min-w-20 items-center justify-center gap-1.5 rounded-lg bg-coral-strong px-3 text-xs font-bold whitespace-nowrap text-white ' +
  'transition-colors duration-150 hover:bg-coral-deep disabled:cursor-not-allowed disabled:opacity-60';

interface EditCategoryRowProps {
  number: number;
  category: AdminCategory;
  /** Saved (with the server's reply) or cancelled (nothing). */
  onDone: (reply?: CategoryReply) => void;
}

/**
 * A row in edit mode: the name, description, HSN code, GST rate and parcel figures as fields,
 * checked as the add form checks. The description, tax and parcel fields have a copy in the name
 * cell for the screens their own columns are hidden on.
 */
export function EditCategoryRow({ number, category, onDone }: EditCategoryRowProps) {
  const id = useId();

  /** Focuses the copy of a field that is on screen. */
  const focusField = (name: CategoryFieldName) => {
    for (const place of ['', '-narrow']) {
      const control = document.getElementById(`${id}-${name}${place}`);
      control?.focus();
      if (control && document.activeElement === control) return;
    }
  };

  const { form, save, submit } = useCategoryForm({
    initial: valuesFromCategory(category),
    send: (fields) => updateCategory(category._id, fields),
    failure: CATALOG_ADMIN_MSG.updateCategoryFailed,
    onSaved: (reply) => {
      toast.success(reply.message);
      onDone(reply);
    },
    focusField,
  });
  // Each field may be drawn twice (its column, and the name cell on narrow screens): the copies
  // are drawn from the form's one value, so they follow each other.
  const values = useWatch({ control: form.control });
  const { errors } = form.formState;
  const chapter = valueRatedChapter(values.hsnCode ?? '');

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };

  /** What each control shares: its value, its keys, its error. `place` tells copies apart. */
  const control = (name: CategoryFieldName, place: string, describedBy: string[] = []) => {
    const inputId = `${id}-${name}${place}`;
    const error = errors[name]?.message;
    const description = [...describedBy, error ? `${inputId}-error` : ''].filter(Boolean);
    return {
      inputId,
      error: error ? (
        <p id={`${inputId}-error`} className="mt-1 text-xs font-bold text-red-700">
          {error}
        </p>
      ) : null,
      props: {
        id: inputId,
        value: values[name] ?? '',
        onChange: (event: { target: { value: string } }) => form.setValue(name, event.target.value),
        onKeyDown,
        'aria-invalid': Boolean(error),
        'aria-describedby': description.length > 0 ? description.join(' ') : undefined,
      },
    };
  };

  const field = (name: 'name' | 'description', label: string, place = '') => {
    const { inputId, props, error } = control(name, place);
    return (
      <>
        <label htmlFor={inputId} className="sr-only">
          {label} of {category.name}
        </label>
        <input
          {...props}
          // The row opened for editing: start in its first field.
          autoFocus={name === 'name'}
          autoComplete="off"
          className={adminInputClass}
        />
        {error}
      </>
    );
  };

  /** The HSN code and the GST rate, one above the other, each with a small label. */
  const taxFields = (place = '') => {
    const hsn = control('hsnCode', place);
    const noteId = `${id}-rate-note${place}`;
    const rate = control('gstRate', place, chapter ? [noteId] : []);
    return (
      <div className="flex flex-col gap-1.5">
        <div>
          <RowLabel htmlFor={hsn.inputId} text="HSN code" of={category.name} />
          <input
            {...hsn.props}
            inputMode="numeric"
            autoComplete="off"
            spellCheck={false}
            placeholder="6209"
            className={`${adminInputClass} tabular-nums`}
          />
          {hsn.error}
        </div>
        <div>
          <RowLabel htmlFor={rate.inputId} text="GST rate" of={category.name} />
          <select {...rate.props} className={adminInputClass}>
            <GstRateOptions />
          </select>
          {rate.error}
          {chapter ? (
            <p id={noteId} className="mt-1 text-xs text-slate-600">
              Chapter {chapter} pays 5% or 18% by price.
            </p>
          ) : null}
        </div>
      </div>
    );
  };

  /** The parcel figures, two to a line, each with a small label. */
  const parcelFields = (place = '') => (
    <div className="grid grid-cols-2 gap-1.5">
      {PARCEL_FIELDS.map((name) => {
        const figure = control(name, place);
        return (
          <div key={name}>
            <RowLabel
              htmlFor={figure.inputId}
              text={PARCEL_FIELD_LABELS[name]}
              of={category.name}
            />
            <input
              {...figure.props}
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              className={`${adminInputClass} tabular-nums`}
            />
            {figure.error}
          </div>
        );
      })}
    </div>
  );

  return (
    <tr className="bg-amber-50/40">
      <td className="px-3 py-2 text-right align-top text-slate-500 tabular-nums sm:px-4">
        <span className="inline-block pt-2.5">{number}</span>
      </td>
      <td className="px-3 py-2 align-top sm:px-4">
        {field('name', 'Name')}
        <div className="mt-2 md:hidden">{field('description', 'Description', '-narrow')}</div>
        <div className="mt-2 xl:hidden">{taxFields('-narrow')}</div>
        <div className="mt-2 xl:hidden">{parcelFields('-narrow')}</div>
      </td>
      <td className="hidden px-3 py-2 align-top sm:px-4 md:table-cell">
        {field('description', 'Description')}
      </td>
      <td className="hidden px-3 py-2 align-top sm:px-4 xl:table-cell">{taxFields()}</td>
      <td className="hidden px-3 py-2 align-top sm:px-4 xl:table-cell">{parcelFields()}</td>
      <td className="hidden px-3 py-2 align-top sm:table-cell sm:px-4">
        <span className="inline-block pt-2.5">
          <StatusBadge tone="green">Active</StatusBadge>
        </span>
      </td>
      <td className="px-3 py-2 text-right align-top sm:px-4">
        <div className="flex flex-col items-end gap-1.5 pt-1 sm:flex-row sm:justify-end">
          <button
            type="button"
            onClick={() => void submit()}
            disabled={save.isPending}
            className={saveRowButtonClass}
          >
            {save.isPending ? 'Saving…' : 'Save'}
          </button>
          <button
            type="button"
            onClick={() => onDone()}
            disabled={save.isPending}
            className={adminRowButtonClass.neutral}
          >
            Cancel
          </button>
        </div>
      </td>
    </tr>
  );
}

/** A small visible label in an editing row; screen readers also hear the category's name. */
function RowLabel({ htmlFor, text, of }: { htmlFor: string; text: string; of: string }): ReactNode {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-xs font-bold text-slate-600">
      {text} <span className="sr-only">of {of}</span>
    </label>
  );
}
