import { MSG, PAGE_SIZE, type AdminUser, type AdminUserPage } from '@littleloom/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { toastFailure } from '../catalog/catalog-admin-ui';
import { adminRowButtonClass } from '../ui/admin-styles';
import { AdminPagination } from '../ui/AdminPagination';
import { AdminTable, type AdminColumn } from '../ui/AdminTable';
import { useClampToLastPage, usePageParam } from '../ui/page-param';
import { StatusBadge } from '../ui/StatusBadge';
import { fetchUsers, toggleUserBlock, usersQueryKey } from './users-api';

/**
 * /admin/users (back-office.md §2 User List): customers, newest first, ten to a page, each with
 * an Active or Blocked badge and a Block or Unblock button that asks first (§4). Blocking signs
 * the customer out at once; the server does that.
 */
export function UserListPage() {
  const { page, goToPage } = usePageParam();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState<AdminUser | null>(null);

  const users = useQuery({
    queryKey: usersQueryKey.page(page),
    queryFn: ({ signal }) => fetchUsers(page, signal),
    placeholderData: keepPreviousData,
  });

  useClampToLastPage(page, users.data?.pages, !users.isPlaceholderData, goToPage);

  const toggle = useMutation({
    mutationFn: (user: AdminUser) => toggleUserBlock(user._id),
    onSuccess: (reply) => {
      toast.success(reply.message);
      // Show the new status at once; the refetch below confirms it.
      queryClient.setQueryData<AdminUserPage>(usersQueryKey.page(page), (current) =>
        current
          ? {
              ...current,
              data: current.data.map((u) => (u._id === reply.user._id ? reply.user : u)),
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: usersQueryKey.all });
    },
    onError: (error) => toastFailure(error, MSG.userToggleError),
    onSettled: () => setTarget(null),
  });

  const blocking = target !== null && !target.isBlocked;

  return (
    <div className="flex flex-col gap-4">
      <title>Users · Admin Panel · Little Loom</title>
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-1">
        <div>
          <h1 className="text-2xl font-bold text-slate-900">Users</h1>
          <p className="text-sm text-slate-600">
            Customers of the shop, newest first. Blocking signs a customer out at once.
          </p>
        </div>
      </div>

      <AdminTable
        caption="Customers, newest first"
        query={users}
        loadError={MSG.usersFetchError}
        columns={COLUMNS}
        rows={users.data?.data.map((user) => (
          <UserRow key={user._id} user={user} onToggle={setTarget} />
        ))}
        empty="No customers yet. They appear here once they register."
        loadingRows={PAGE_SIZE.adminUsers}
        loadingLabel="Loading users…"
        pager={
          users.data ? (
            <AdminPagination
              // The page on show: while the next one loads, the old rows and their count stay.
              page={users.data.page}
              pages={users.data.pages}
              total={users.data.total}
              pageSize={PAGE_SIZE.adminUsers}
              noun="customers"
              onPageChange={(next) => goToPage(next)}
            />
          ) : null
        }
      />

      {target ? (
        <ConfirmDialog
          open
          variant={blocking ? 'destructive' : 'default'}
          title={`${blocking ? 'Block' : 'Unblock'} ${target.name}?`}
          description={
            <>
              <p>
                {blocking
                  ? 'They will be signed out at once and cannot log in until unblocked.'
                  : 'They will be able to log in and shop again.'}
              </p>
              <p className="mt-1 text-xs break-all text-slate-500">{target.email}</p>
            </>
          }
          confirmLabel={blocking ? 'Block' : 'Unblock'}
          pendingLabel={blocking ? 'Blocking…' : 'Unblocking…'}
          pending={toggle.isPending}
          onConfirm={() => toggle.mutate(target)}
          onCancel={() => setTarget(null)}
        />
      ) : null}
    </div>
  );
}

interface UserRowProps {
  user: AdminUser;
  onToggle: (user: AdminUser) => void;
}

function UserRow({ user, onToggle }: UserRowProps) {
  const action = user.isBlocked ? 'Unblock' : 'Block';
  const badge = user.isBlocked ? (
    <StatusBadge tone="red">Blocked</StatusBadge>
  ) : (
    <StatusBadge tone="green">Active</StatusBadge>
  );
  return (
    <tr className="hover:bg-slate-50/70">
      {/* On narrow screens the name cell also carries the e-mail and the status. */}
      <td className="px-3 py-2 align-middle sm:px-4">
        <span className="block font-bold break-words text-slate-900">{user.name}</span>
        <span className="block text-xs break-words text-slate-500 md:hidden">{user.email}</span>
        <span className="mt-1 block sm:hidden">{badge}</span>
      </td>
      <td className="hidden px-3 py-2 align-middle text-slate-700 sm:px-4 md:table-cell">
        <span className="block truncate" title={user.email}>
          {user.email}
        </span>
      </td>
      <td className="hidden px-3 py-2 align-middle sm:table-cell sm:px-4">{badge}</td>
      <td className="px-3 py-2 text-right align-middle sm:px-4">
        <button
          type="button"
          onClick={() => onToggle(user)}
          // The visible word first, then whom it is for: "Block Asha Rao".
          aria-label={`${action} ${user.name}`}
          className={user.isBlocked ? adminRowButtonClass.neutral : adminRowButtonClass.destructive}
        >
          {action}
        </button>
      </td>
    </tr>
  );
}

/** Name and Actions always show; on narrow screens the name cell carries the e-mail and status. */
const COLUMNS: AdminColumn[] = [
  { title: 'Name', skeleton: { bar: 'h-4 w-32 max-w-full rounded bg-slate-200' } },
  {
    title: 'Email',
    className: 'hidden md:table-cell',
    skeleton: { cell: 'hidden md:table-cell', bar: 'h-4 w-48 max-w-full rounded bg-slate-100' },
  },
  {
    title: 'Status',
    className: 'hidden w-28 sm:table-cell',
    skeleton: { cell: 'hidden sm:table-cell', bar: 'h-5 w-16 rounded-full bg-slate-100' },
  },
  {
    title: 'Actions',
    className: 'w-26 text-right sm:w-32',
    skeleton: { bar: 'ml-auto h-8 w-20 rounded-lg bg-slate-100' },
  },
];
