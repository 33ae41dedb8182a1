import type { UseQueryResult } from '@tanstack/react-query';
import type { ComponentPropsWithRef } from 'react';
import { adminInputClass, adminSecondaryButtonClass } from '../ui/admin-styles';

interface CategorySelectProps extends Omit<ComponentPropsWithRef<'select'>, 'children'> {
  categories: Pick<UseQueryResult, 'isPending' | 'isError' | 'isFetching' | 'refetch'>;
  options: { _id: string; name: string }[];
}

/** A select of categories that says while they load and offers Retry when they could not. */
export function CategorySelect({ categories, options, ...select }: CategorySelectProps) {
  return (
    <div className="flex gap-2">
      <select {...select} aria-busy={categories.isPending || undefined} className={adminInputClass}>
        <option value="">
          {categories.isPending ? 'Loading categories…' : 'Select a category'}
        </option>
        {options.map((category) => (
          <option key={category._id} value={category._id}>
            {category.name}
          </option>
        ))}
      </select>
      {categories.isError ? (
        <button
          type="button"
          onClick={() => void categories.refetch()}
          disabled={categories.isFetching}
          className={adminSecondaryButtonClass}
        >
          Retry
        </button>
      ) : null}
    </div>
  );
}
