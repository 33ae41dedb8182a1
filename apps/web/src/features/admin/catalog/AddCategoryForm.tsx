import { useWatch } from 'react-hook-form';
import { SelectField } from '../../../ui/SelectField';
import { TextAreaField } from '../../../ui/TextAreaField';
import { TextField } from '../../../ui/TextField';
import { adminInputClass } from '../ui/admin-styles';
import { AdminFormSection } from '../ui/AdminFormSection';
import { CATALOG_ADMIN_MSG } from './catalog-admin-messages';
import { addCategory, type CategoryReply } from './categories-admin-api';
import { EMPTY_CATEGORY_FORM, GST_RATE_HINT, valueRatedChapter } from './category-form-values';
import { GstRateOptions } from './GstRateOptions';
import { ParcelMeasureInputs } from './ParcelMeasureInputs';
import { useCategoryForm } from './use-category-form';

const RATE_HINT_ID = 'category-gst-rate-hint';
const PARCEL_HINT_ID = 'category-parcel-hint';

/** What a category's parcel figures are for. */
const PARCEL_HINT =
  'One unit of its goods packed, for booking parcels with couriers. Products without figures ' +
  'of their own use these.';

/** The add form above the list: checked with the shared rules before it is sent. */
export function AddCategoryForm({ onAdded }: { onAdded: (reply: CategoryReply) => void }) {
  const { form, save, submit } = useCategoryForm({
    initial: EMPTY_CATEGORY_FORM,
    send: addCategory,
    failure: CATALOG_ADMIN_MSG.addCategoryFailed,
    onSaved: (reply) => {
      form.reset();
      onAdded(reply);
    },
  });
  const chapter = valueRatedChapter(useWatch({ control: form.control, name: 'hsnCode' }) ?? '');

  return (
    <AdminFormSection
      headingId="add-category-heading"
      title="Add category"
      onSubmit={(event) => void submit(event)}
      submitLabel="Add category"
      pendingLabel="Adding…"
      pending={save.isPending}
    >
      <TextField
        form={form}
        name="name"
        id="category-name"
        label="Name"
        autoComplete="off"
        className={adminInputClass}
      />
      <TextAreaField
        form={form}
        name="description"
        id="category-description"
        label="Description"
        rows={2}
        className={`${adminInputClass} resize-y`}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          form={form}
          name="hsnCode"
          id="category-hsn"
          label="HSN code"
          inputMode="numeric"
          autoComplete="off"
          spellCheck={false}
          placeholder="6209"
          className={`${adminInputClass} tabular-nums`}
        />
        <SelectField
          form={form}
          name="gstRate"
          id="category-gst-rate"
          label="GST rate"
          describedBy={RATE_HINT_ID}
          className={adminInputClass}
        >
          <GstRateOptions />
        </SelectField>
        <p id={RATE_HINT_ID} className="-mt-2 text-xs text-slate-600 sm:col-span-2">
          {GST_RATE_HINT}
          {chapter ? ` Chapter ${chapter} is one of them, so this rate is not used.` : null}
        </p>
      </div>
      <fieldset className="flex flex-col gap-3">
        <legend className="font-bold text-ink">Shipping</legend>
        <p id={PARCEL_HINT_ID} className="-mt-1 text-xs text-slate-600">
          {PARCEL_HINT}
        </p>
        <ParcelMeasureInputs idPrefix="category" hintId={PARCEL_HINT_ID} form={form} />
      </fieldset>
    </AdminFormSection>
  );
}
