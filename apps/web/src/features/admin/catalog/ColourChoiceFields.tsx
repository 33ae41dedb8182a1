import { COLOUR_PALETTE } from '@littleloom/shared';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { BoundField } from '../../../ui/BoundField';
import { TextField } from '../../../ui/TextField';
import { adminInputClass } from '../ui/admin-styles';
import { ColourDot } from './ColourDot';
import { CUSTOM_COLOUR, isHexColour, NO_COLOUR, type ColourFormValues } from './colour-form-values';

interface ColourChoiceFieldsProps {
  /** Begins the custom fields' ids: "product-colour" gives "product-colour-name". */
  idPrefix: string;
  /** Offer "None" (the product form); a new colour of a style must have one. */
  allowNone: boolean;
  /** Why "None" cannot be chosen now (a product in a style keeps a colour); offered when unset. */
  noneLockedReason?: string | undefined;
  /** Colours of the style already taken, by name: their swatches cannot be chosen again. */
  takenNames?: readonly string[];
  /** Shows the group's name ("Colour") above the swatches; off where a heading already says it. */
  showLegend?: boolean;
}

/**
 * A colour, chosen from the shop's palette as swatches (a radio group: the name, the dot, the
 * chosen one marked), or "Custom…" with a name and a dot colour picked or typed as #rrggbb. Bound
 * through the form's FormProvider; the checks are readColour's (the shared colour fields).
 */
export function ColourChoiceFields({
  idPrefix,
  allowNone,
  noneLockedReason,
  takenNames = [],
  showLegend = true,
}: ColourChoiceFieldsProps) {
  const form = useFormContext<ColourFormValues>();
  const {
    register,
    control,
    setValue,
    clearErrors,
    formState: { errors },
  } = form;
  const choice = useWatch({ control, name: 'colourChoice' });
  const hex = useWatch({ control, name: 'colourHex' }) ?? '';
  const hintId = useId();
  const errorId = useId();
  const taken = new Set(takenNames.map((name) => name.trim().toLowerCase()));

  // A custom colour's own errors sit under its fields; shown here only while they are hidden.
  const groupError =
    errors.colourChoice?.message ??
    (choice === CUSTOM_COLOUR
      ? undefined
      : (errors.colourName?.message ?? errors.colourHex?.message));
  const hint = allowNone && noneLockedReason && choice !== NO_COLOUR ? noneLockedReason : undefined;
  const describedBy = [hint ? hintId : '', groupError ? errorId : ''].filter(Boolean).join(' ');

  const swatches: Swatch[] = [
    ...(allowNone
      ? [
          {
            value: NO_COLOUR,
            label: 'None',
            locked: Boolean(noneLockedReason) && choice !== NO_COLOUR,
          },
        ]
      : []),
    ...COLOUR_PALETTE.map((colour) => ({
      value: colour.name,
      label: colour.name,
      hex: colour.hex,
      locked: taken.has(colour.name.toLowerCase()) && choice !== colour.name,
    })),
    { value: CUSTOM_COLOUR, label: 'Custom…', locked: false },
  ];

  return (
    <div className="flex flex-col gap-4">
      <fieldset aria-describedby={describedBy || undefined} className="flex flex-col gap-2">
        <legend className={showLegend ? 'mb-1.5 font-bold text-slate-800' : 'sr-only'}>
          Colour
        </legend>
        <div className="flex flex-wrap gap-2">
          {swatches.map((swatch) => {
            const chosen = choice === swatch.value;
            return (
              <label key={swatch.value || 'none'} className="relative">
                <input
                  type="radio"
                  value={swatch.value}
                  {...register('colourChoice', {
                    // Another choice makes what was said about the custom colour moot.
                    onChange: () => clearErrors(['colourName', 'colourHex']),
                  })}
                  disabled={swatch.locked}
                  aria-invalid={Boolean(groupError)}
                  className="peer sr-only"
                />
                <span
                  className={
                    'inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-3 text-sm select-none sm:min-h-9 ' +
                    'peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-coral-strong ' +
                    'peer-disabled:cursor-not-allowed peer-disabled:opacity-50 ' +
                    (chosen
                      ? 'border-coral-strong bg-coral/10 font-bold text-slate-900 ring-1 ring-coral-strong'
                      : 'border-slate-300 bg-white text-slate-800 hover:border-slate-500')
                  }
                >
                  <SwatchMark swatch={swatch} />
                  {swatch.label}
                  {swatch.locked && swatch.value !== NO_COLOUR ? (
                    <>
                      {' '}
                      <span className="text-xs font-normal text-slate-600">(in this style)</span>
                    </>
                  ) : null}
                  {chosen ? <CheckMark /> : null}
                </span>
              </label>
            );
          })}
        </div>
        {hint ? (
          <p id={hintId} className="text-xs text-slate-600">
            {hint}
          </p>
        ) : null}
        {groupError ? (
          <p id={errorId} className="text-sm font-bold text-red-700">
            {groupError}
          </p>
        ) : null}
      </fieldset>

      {choice === CUSTOM_COLOUR ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            form={form}
            name="colourName"
            id={`${idPrefix}-name`}
            label="Colour name"
            placeholder="e.g. Dusty rose"
            autoComplete="off"
            className={adminInputClass}
          />
          <BoundField form={form} name="colourHex" id={`${idPrefix}-hex`} label="Dot colour">
            {(control) => (
              <div className="flex gap-2">
                <input
                  type="color"
                  aria-label="Pick the dot colour"
                  // The picker only holds #rrggbb; while the text is not one, it shows black.
                  value={isHexColour(hex) ? hex.trim().toLowerCase() : '#000000'}
                  onChange={(event) =>
                    setValue('colourHex', event.target.value, {
                      shouldDirty: true,
                      shouldValidate: Boolean(errors.colourHex),
                    })
                  }
                  className="h-11 w-14 shrink-0 cursor-pointer rounded-lg border border-slate-300 bg-white p-1 sm:h-10"
                />
                <input
                  {...control}
                  placeholder="#f29bb8"
                  autoComplete="off"
                  spellCheck={false}
                  className={`${adminInputClass} font-mono`}
                />
              </div>
            )}
          </BoundField>
        </div>
      ) : null}
    </div>
  );
}

interface Swatch {
  value: string;
  label: string;
  hex?: string;
  /** Cannot be chosen now (taken in the style, or None for a product in a style). */
  locked: boolean;
}

/** The dot before a swatch's name: the colour itself, a slashed ring for None, a wheel for Custom. */
function SwatchMark({ swatch }: { swatch: Swatch }) {
  if (swatch.hex) return <ColourDot hex={swatch.hex} size={16} />;
  if (swatch.value === NO_COLOUR) {
    return (
      <span
        aria-hidden="true"
        className="relative inline-block size-4 shrink-0 rounded-full bg-white ring-1 ring-slate-400 ring-inset after:absolute after:top-1/2 after:left-0 after:h-px after:w-full after:-rotate-45 after:bg-slate-500"
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      style={{
        background: 'conic-gradient(#d64045, #f4c542, #4f9d69, #8cc8ec, #7b4fa0, #f29bb8, #d64045)',
      }}
      className="inline-block size-4 shrink-0 rounded-full ring-1 ring-slate-900/25 ring-inset"
    />
  );
}

function CheckMark() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 16 16"
      width={14}
      height={14}
      fill="none"
      stroke="currentColor"
      strokeWidth={2.25}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="text-coral-strong"
    >
      <path d="m3.5 8.5 3 3 6-7" />
    </svg>
  );
}
