import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATEGORY_MESSAGES,
  categoryInputSchema,
  PAGE_SIZE,
  type CategoryInput,
} from '@littleloom/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
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

type CategoryValues = { name: string; description: string };

/** Save in an editing row: the row buttons' size, the primary colour. */
const saveRowButtonClass =
  'inline-flex min-h-8 min-w-20 items-center justify-center gap-1.5 rounded-lg bg-coral-strong px-3 text-xs font-bold whitespace-nowrap text-white ' +
  'transition-colors duration-150 hover:bg-coral-deep disabled:cursor-not-allowed disabled:opacity-60';
type FieldName = keyof CategoryValues;

const NAME_MESSAGES: readonly string[] = [
  CATEGORY_MESSAGES.nameRequired,
  CATEGORY_MESSAGES.nameBlank,
  CATEGORY_MESSAGES.duplicate,
];
const DESCRIPTION_MESSAGES: readonly string[] = [
  CATEGORY_MESSAGES.descriptionRequired,
  CATEGORY_MESSAGES.descriptionBlank,
];

/** The field a refusal from the server is about (a clash of names, a blank field), if any. */
function fieldOfServerError(error: unknown): FieldName | null {
  if (!(error instanceof ApiError) || (error.status !== 400 && error.status !== 409)) return null;
  if (NAME_MESSAGES.includes(error.message)) return 'name';
  if (DESCRIPTION_MESSAGES.includes(error.message)) return 'description';
  return null;
}

/** Storefront and form lists of active categories read these; a change makes them stale. */
const ACTIVE_CATEGORY_KEYS = [adminCategoriesKey.active, ['categories', 'active']] as const;

/**
 * /admin/category (back-office.md §2 Category Management): an add form, then every category (ten
 * to a page, oldest first) with its status. A row edits in place (Save, Cancel); Delete and
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

function AddCategoryForm({ onAdded }: { onAdded: (reply: CategoryReply) => void }) {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<CategoryInput, unknown, CategoryValues>({
    resolver: zodResolver(categoryInputSchema),
    defaultValues: { name: '', description: '' },
  });

  const add = useMutation({
    mutationFn: addCategory,
    onSuccess: (reply) => {
      reset();
      onAdded(reply);
    },
    onError: (error) => {
      if (isSessionEnded(error)) return;
      const field = fieldOfServerError(error);
      if (field && error instanceof ApiError) {
        setError(field, { message: error.message });
        setFocus(field);
        return;
      }
      toastFailure(error, CATALOG_ADMIN_MSG.addCategoryFailed);
    },
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

/** A row in edit mode: the name and description as fields, checked as the add form checks. */
function EditCategoryRow({ number, category, onDone }: EditCategoryRowProps) {
  const id = useId();
  const [values, setValues] = useState<CategoryValues>({
    name: category.name,
    description: category.description,
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  const save = useMutation({
    mutationFn: (input: CategoryValues) => updateCategory(category._id, input),
    onSuccess: (reply) => {
      toast.success(reply.message);
      onDone(reply);
    },
    onError: (error) => {
      if (isSessionEnded(error)) return;
      const field = fieldOfServerError(error);
      if (field && error instanceof ApiError) {
        setErrors({ [field]: error.message });
        return;
      }
      toastFailure(error, CATALOG_ADMIN_MSG.updateCategoryFailed);
    },
  });

  const submit = () => {
    const parsed = categoryInputSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'name' || field === 'description') && !next[field]) {
          next[field] = issue.message;
        }
      }
      setErrors(next);
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };

  /** `place` tells apart the two copies of the description (narrow and wide layouts). */
  const field = (name: FieldName, label: string, place = '') => {
    const error = errors[name];
    const inputId = `${id}-${name}${place}`;
    return (
      <>
        <label htmlFor={inputId} className="sr-only">
          {label} of {category.name}
        </label>
        <input
          id={inputId}
          value={values[name]}
          onChange={(event) => setValues((v) => ({ ...v, [name]: event.target.value }))}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              submit();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              onDone();
            }
          }}
          // The row opened for editing: start in its first field.
          autoFocus={name === 'name'}
          autoComplete="off"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={adminInputClass}
        />
        {error ? (
          <p id={`${inputId}-error`} className="mt-1 text-xs font-bold text-red-700">
            {error}
          </p>
        ) : null}
      </>
    );
  };

  return (
    <tr className="bg-amber-50/40">
      <td className="px-3 py-2 text-right align-top text-slate-500 tabular-nums sm:px-4">
        <span className="inline-block pt-2.5">{number}</span>
      </td>
      <td className="px-3 py-2 align-top sm:px-4">
        {field('name', 'Name')}
        <div className="mt-2 md:hidden">{field('description', 'Description', '-narrow')}</div>
      </td>
      <td className="hidden px-3 py-2 align-top sm:px-4 md:table-cell">
        {field('description', 'Description')}
      </td>
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
