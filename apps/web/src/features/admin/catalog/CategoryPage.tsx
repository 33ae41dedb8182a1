import { PAGE_SIZE } from '@littleloom/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { AdminPagination } from '../ui/AdminPagination';
import { AdminTable } from '../ui/AdminTable';
import { useClampToLastPage, usePageParam } from '../ui/page-param';
import { AddCategoryForm } from './AddCategoryForm';
import { CATALOG_ADMIN_MSG } from './catalog-admin-messages';
import { toastFailure } from './catalog-admin-ui';
import {
  adminCategoriesKey,
  deleteCategory,
  fetchCategoryPage,
  restoreCategory,
  type AdminCategory,
  type AdminCategoryPage,
  type CategoryReply,
} from './categories-admin-api';
import { CATEGORY_COLUMNS } from './category-columns';
import { CategoryRow } from './CategoryRow';
import { EditCategoryRow } from './EditCategoryRow';

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
        columns={CATEGORY_COLUMNS}
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
