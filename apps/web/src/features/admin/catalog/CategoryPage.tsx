import {
  categoryInputSchema,
  PAGE_SIZE,
  PARCEL_FIELDS,
  type CategoryFields,
} from '@littleloom/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { FormField } from '../../../ui/FormField';
import { isSessionEnded } from '../admin-api';
import { adminInputClass, adminRowButtonClass } from '../ui/admin-styles';
import { AdminFormSection } from '../ui/AdminFormSection';
import { AdminPagination } from '../ui/AdminPagination';
import { AdminTable, type AdminColumn } from '../ui/AdminTable';
import { RowActions } from '../ui/RowActions';
import { RowButton } from '../ui/RowButton';
import { fieldOfRefusal, showRefusal } from '../ui/server-refusal';
import { StatusBadge } from '../ui/StatusBadge';
import { CATALOG_ADMIN_MSG } from './catalog-admin-messages';
import { useClampToLastPage, usePageParam } from '../ui/page-param';
import { toastFailure } from './catalog-admin-ui';
import {
  addCategory,
  adminCategoriesKey,
  deleteCategory,
  fetchCategoryPage,
  restoreCategory,
  updateCategory,
  type AdminCategory,
  type AdminCategoryPage,
  type CategoryReply,
} from './categories-admin-api';
import {
  CATEGORY_REFUSALS,
  categoryResolver,
  EMPTY_CATEGORY_FORM,
  GST_RATE_HINT,
  GST_RATE_OPTIONS,
  gstRateLabel,
  valueRatedChapter,
  valuesFromCategory,
  type CategoryFieldName,
  type CategoryFormValues,
} from './category-form-values';
import { PARCEL_FIELD_LABELS } from './parcel-form-fields';
import { ParcelMeasureInputs } from './ParcelMeasureInputs';

/** Save in an editing row: the row buttons' size, the primary colour. */
const saveRowButtonClass =
  'inline-flex min-h-8 min-w-20 items-center justify-center gap-1.5 rounded-lg bg-coral-strong px-3 text-xs font-bold whitespace-nowrap text-white ' +
  'transition-colors duration-150 hover:bg-coral-deep disabled:cursor-not-allowed disabled:opacity-60';

/** Storefront and form lists of active categories read these; a change makes them stale. */
const ACTIVE_CATEGORY_KEYS = [adminCategoriesKey.active, ['categories', 'active']] as const;

/**
 * /admin/category (back-office.md §2 Category Management): an add form, then every category (ten
 * to a page, oldest first) with its status, and on wide screens the HSN code and GST rate of its
 * goods and how one unit of them is packed. A row edits in place (Save, Cancel); Delete and
 * Restore ask first (§4). A deleted category shows only Restore.
 */
export function CategoryPage() {
  const queryClient = useQueryClient();
  const { page, goToPage } = usePageParam();
  const [editing, setEditing] = useState<string | null>(null);
  const [target, setTarget] = useState<{
    category: AdminCategory;
    act: 'delete' | 'restore';
  } | null>(null);

  const categories = useQuery({
    queryKey: adminCategoriesKey.page(page),
    queryFn: ({ signal }) => fetchCategoryPage(page, signal),
    placeholderData: keepPreviousData,
  });
  useClampToLastPage(page, categories.data?.pages, !categories.isPlaceholderData, goToPage);

  const refresh = (reply?: CategoryReply) => {
    if (reply) {
      queryClient.setQueriesData<AdminCategoryPage>(
        { queryKey: adminCategoriesKey.pages },
        (current) =>
          current
            ? {
                ...current,
                data: current.data.map((c) => (c._id === reply.data._id ? reply.data : c)),
              }
            : current,
      );
    }
    void queryClient.invalidateQueries({ queryKey: adminCategoriesKey.all });
    for (const queryKey of ACTIVE_CATEGORY_KEYS) void queryClient.invalidateQueries({ queryKey });
  };

  const toggle = useMutation({
    mutationFn: ({ category, act }: { category: AdminCategory; act: 'delete' | 'restore' }) =>
      act === 'delete' ? deleteCategory(category._id) : restoreCategory(category._id),
    onSuccess: (reply) => {
      toast.success(reply.message);
      refresh(reply);
    },
    onError: (error, { act }) =>
      toastFailure(
        error,
        act === 'delete'
          ? CATALOG_ADMIN_MSG.deleteCategoryFailed
          : CATALOG_ADMIN_MSG.restoreCategoryFailed,
      ),
    onSettled: () => setTarget(null),
  });

  const offset = ((categories.data?.page ?? page) - 1) * PAGE_SIZE.adminCategories;

  return (
    <div className="flex flex-col gap-5">
      <title>Categories · Admin Panel · Little Loom</title>
      <div>
        <h1 className="text-2xl font-bold text-slate-900">Categories</h1>
        <p className="text-sm text-slate-600">
          Products are filed under these. A deleted category and its products leave the storefront
          until restored.
        </p>
      </div>

      <AddCategoryForm
        onAdded={(reply) => {
          refresh();
          // New categories go last: show the page they land on.
          const total = (categories.data?.total ?? 0) + 1;
          goToPage(Math.ceil(total / PAGE_SIZE.adminCategories));
          toast.success(reply.message);
        }}
      />

      <AdminTable
        caption="Categories, oldest first"
        query={categories}
        loadError={CATALOG_ADMIN_MSG.categoryListFailed}
        columns={COLUMNS}
        rows={categories.data?.data.map((category, index) =>
          editing === category._id ? (
            <EditCategoryRow
              key={category._id}
              number={offset + index + 1}
              category={category}
              onDone={(reply) => {
                setEditing(null);
                if (reply) refresh(reply);
              }}
            />
          ) : (
            <CategoryRow
              key={category._id}
              number={offset + index + 1}
              category={category}
              onEdit={() => setEditing(category._id)}
              onDelete={() => setTarget({ category, act: 'delete' })}
              onRestore={() => setTarget({ category, act: 'restore' })}
            />
          ),
        )}
        empty="No categories yet. Add the first one above."
        loadingRows={PAGE_SIZE.adminCategories}
        loadingLabel="Loading categories…"
        pager={
          categories.data ? (
            <AdminPagination
              page={categories.data.page}
              pages={categories.data.pages}
              total={categories.data.total}
              pageSize={PAGE_SIZE.adminCategories}
              noun="categories"
              onPageChange={(next) => goToPage(next)}
            />
          ) : null
        }
      />

      {target ? (
        <ConfirmDialog
          open
          variant={target.act === 'delete' ? 'destructive' : 'default'}
          title={`${target.act === 'delete' ? 'Delete' : 'Restore'} ${target.category.name}?`}
          description={
            <p>
              {target.act === 'delete'
                ? 'The category and its products leave the storefront until it is restored.'
                : 'The category and its products return to the storefront.'}
            </p>
          }
          confirmLabel={target.act === 'delete' ? 'Delete' : 'Restore'}
          pendingLabel={target.act === 'delete' ? 'Deleting…' : 'Restoring…'}
          pending={toggle.isPending}
          onConfirm={() => toggle.mutate(target)}
          onCancel={() => setTarget(null)}
        />
      ) : null}
    </div>
  );
}

const RATE_HINT_ID = 'category-gst-rate-hint';
const PARCEL_HINT_ID = 'category-parcel-hint';

/** What a category's parcel figures are for. */
const PARCEL_HINT =
  'One unit of its goods packed, for booking parcels with couriers. Products without figures ' +
  'of their own use these.';

function AddCategoryForm({ onAdded }: { onAdded: (reply: CategoryReply) => void }) {
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<CategoryFormValues, unknown, CategoryFields>({
    resolver: categoryResolver,
    defaultValues: EMPTY_CATEGORY_FORM,
  });
  const chapter = valueRatedChapter(useWatch({ control, name: 'hsnCode' }) ?? '');

  const add = useMutation({
    mutationFn: addCategory,
    onSuccess: (reply) => {
      reset();
      onAdded(reply);
    },
    onError: (error) =>
      showRefusal(
        error,
        CATEGORY_REFUSALS,
        { setError, setFocus },
        CATALOG_ADMIN_MSG.addCategoryFailed,
      ),
  });

  return (
    <AdminFormSection
      headingId="add-category-heading"
      title="Add category"
      onSubmit={(event) => void handleSubmit((values) => add.mutate(values))(event)}
      submitLabel="Add category"
      pendingLabel="Adding…"
      pending={add.isPending}
    >
      <FormField id="category-name" label="Name" error={errors.name?.message}>
        {(field) => (
          <input {...field} {...register('name')} autoComplete="off" className={adminInputClass} />
        )}
      </FormField>
      <FormField id="category-description" label="Description" error={errors.description?.message}>
        {(field) => (
          <textarea
            {...field}
            {...register('description')}
            rows={2}
            className={`${adminInputClass} resize-y`}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="category-hsn" label="HSN code" error={errors.hsnCode?.message}>
          {(field) => (
            <input
              {...field}
              {...register('hsnCode')}
              inputMode="numeric"
              autoComplete="off"
              spellCheck={false}
              placeholder="6209"
              className={`${adminInputClass} tabular-nums`}
            />
          )}
        </FormField>
        <FormField id="category-gst-rate" label="GST rate" error={errors.gstRate?.message}>
          {(field) => (
            <select
              {...field}
              {...register('gstRate')}
              aria-describedby={[RATE_HINT_ID, field['aria-describedby']].filter(Boolean).join(' ')}
              className={adminInputClass}
            >
              {GST_RATE_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
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
        <ParcelMeasureInputs
          idPrefix="category"
          hintId={PARCEL_HINT_ID}
          register={register}
          errors={errors}
        />
      </fieldset>
    </AdminFormSection>
  );
}

interface CategoryRowProps {
  number: number;
  category: AdminCategory;
  onEdit: () => void;
  onDelete: () => void;
  onRestore: () => void;
}

function CategoryRow({ number, category, onEdit, onDelete, onRestore }: CategoryRowProps) {
  const badge = category.isDeleted ? (
    <StatusBadge tone="red">Deleted</StatusBadge>
  ) : (
    <StatusBadge tone="green">Active</StatusBadge>
  );
  return (
    <tr className={category.isDeleted ? 'bg-slate-50/60' : 'hover:bg-slate-50/70'}>
      <td className="px-3 py-2 text-right align-middle text-slate-500 tabular-nums sm:px-4">
        {number}
      </td>
      <td className="px-3 py-2 align-middle sm:px-4">
        <span className="block font-bold break-words text-slate-900">{category.name}</span>
        <span className="block text-xs break-words text-slate-500 md:hidden">
          {category.description}
        </span>
        <span className="mt-1 block sm:hidden">{badge}</span>
      </td>
      <td className="hidden px-3 py-2 align-middle break-words text-slate-700 sm:px-4 md:table-cell">
        {category.description}
      </td>
      <td className="hidden px-3 py-2 align-middle sm:px-4 xl:table-cell">
        <span className="block text-slate-900 tabular-nums">{category.hsnCode}</span>
        <span className="block text-xs text-slate-500">{gstRateLabel(category)}</span>
      </td>
      <td className="hidden px-3 py-2 align-middle sm:px-4 xl:table-cell">
        <span className="block text-slate-900 tabular-nums">
          {category.weightGrams.toLocaleString('en-IN')} g
        </span>
        <span className="block text-xs text-slate-500 tabular-nums">
          {category.lengthCm} × {category.breadthCm} × {category.heightCm} cm
        </span>
      </td>
      <td className="hidden px-3 py-2 align-middle sm:table-cell sm:px-4">{badge}</td>
      <RowActions>
        {category.isDeleted ? (
          <RowButton label={`Restore ${category.name}`} onClick={onRestore}>
            Restore
          </RowButton>
        ) : (
          <>
            <RowButton label={`Edit ${category.name}`} onClick={onEdit}>
              Edit
            </RowButton>
            <RowButton label={`Delete ${category.name}`} tone="destructive" onClick={onDelete}>
              Delete
            </RowButton>
          </>
        )}
      </RowActions>
    </tr>
  );
}

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
function EditCategoryRow({ number, category, onDone }: EditCategoryRowProps) {
  const id = useId();
  const [values, setValues] = useState<CategoryFormValues>(() => valuesFromCategory(category));
  const [errors, setErrors] = useState<Partial<Record<CategoryFieldName, string>>>({});
  const chapter = valueRatedChapter(values.hsnCode);

  /** Focuses the copy of a field that is on screen. */
  const focusField = (name: CategoryFieldName) => {
    for (const place of ['', '-narrow']) {
      const control = document.getElementById(`${id}-${name}${place}`);
      control?.focus();
      if (control && document.activeElement === control) return;
    }
  };

  const save = useMutation({
    mutationFn: (input: CategoryFields) => updateCategory(category._id, input),
    onSuccess: (reply) => {
      toast.success(reply.message);
      onDone(reply);
    },
    onError: (error) => {
      if (isSessionEnded(error)) return;
      const field = fieldOfRefusal(error, CATEGORY_REFUSALS);
      if (field && error instanceof ApiError) {
        setErrors({ [field]: error.message });
        focusField(field);
        return;
      }
      toastFailure(error, CATALOG_ADMIN_MSG.updateCategoryFailed);
    },
  });

  const submit = () => {
    const parsed = categoryInputSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<CategoryFieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if (typeof field === 'string' && field in values && !next[field as CategoryFieldName]) {
          next[field as CategoryFieldName] = issue.message;
        }
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      submit();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onDone();
    }
  };

  /** What each control shares: its value, its keys, its error. `place` tells copies apart. */
  const control = (name: CategoryFieldName, place: string, describedBy: string[] = []) => {
    const inputId = `${id}-${name}${place}`;
    const error = errors[name];
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
        value: values[name],
        onChange: (event: { target: { value: string } }) =>
          setValues((v) => ({ ...v, [name]: event.target.value })),
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
            {GST_RATE_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
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
            onClick={submit}
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

/** #, Name and Actions always show; on narrow screens the name cell carries the rest. */
const COLUMNS: AdminColumn[] = [
  {
    title: '#',
    className: 'w-12 text-right',
    skeleton: { bar: 'ml-auto h-4 w-5 rounded bg-slate-100' },
  },
  {
    title: 'Name',
    className: 'w-[38%] sm:w-48',
    skeleton: { bar: 'h-4 w-28 max-w-full rounded bg-slate-200' },
  },
  {
    title: 'Description',
    className: 'hidden md:table-cell',
    skeleton: { cell: 'hidden md:table-cell', bar: 'h-4 w-64 max-w-full rounded bg-slate-100' },
  },
  {
    title: 'HSN',
    className: 'hidden w-44 xl:table-cell',
    skeleton: { cell: 'hidden xl:table-cell', bar: 'h-4 w-14 rounded bg-slate-100' },
  },
  {
    title: 'Parcel',
    className: 'hidden w-52 xl:table-cell',
    skeleton: { cell: 'hidden xl:table-cell', bar: 'h-4 w-20 rounded bg-slate-100' },
  },
  {
    title: 'Status',
    className: 'hidden w-28 sm:table-cell',
    skeleton: { cell: 'hidden sm:table-cell', bar: 'h-5 w-16 rounded-full bg-slate-100' },
  },
  {
    title: 'Actions',
    className: 'w-28 text-right sm:w-48',
    skeleton: { bar: 'ml-auto h-8 w-24 rounded-lg bg-slate-100' },
  },
];
