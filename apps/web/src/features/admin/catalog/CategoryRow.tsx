import { RowActions } from '../ui/RowActions';
import { RowButton } from '../ui/RowButton';
import { StatusBadge } from '../ui/StatusBadge';
import type { AdminCategory } from './categories-admin-api';
import { gstRateLabel } from './category-form-values';

interface CategoryRowProps {
  number: number;
  category: AdminCategory;
  onEdit: () => void;
  onDelete: () => void;
  onRestore: () => void;
}

/** A category as the list shows it, with Edit and Delete, or Restore once deleted. */
export function CategoryRow({ number, category, onEdit, onDelete, onRestore }: CategoryRowProps) {
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
