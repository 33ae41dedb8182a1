import { useQuery } from '@tanstack/react-query';
import { FormField } from '../../../ui/FormField';
import { CATALOG_ADMIN_MSG } from '../catalog/catalog-admin-messages';
import { adminCategoriesKey, fetchActiveCategories } from '../catalog/categories-admin-api';
import { CategorySelect } from '../catalog/CategorySelect';
import type { PickerChoice, PickerFieldProps } from './picker-props';

interface CategoryPickerProps extends PickerFieldProps {
  /** The offer's category when editing, kept as a choice even once it is no longer active. */
  current?: PickerChoice | null | undefined;
}

/** The category an offer covers: a select of the active categories. */
export function CategoryPicker({
  id,
  name,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  current,
}: CategoryPickerProps) {
  const categories = useQuery({
    queryKey: adminCategoriesKey.active,
    queryFn: ({ signal }) => fetchActiveCategories(signal),
    staleTime: 60_000,
  });
  const options: PickerChoice[] = [...(categories.data ?? [])];
  if (current && !options.some((category) => category._id === current._id)) {
    options.unshift({ _id: current._id, name: `${current.name} (not active)` });
  }

  return (
    <FormField
      id={id}
      label="Category"
      error={error ?? (categories.isError ? CATALOG_ADMIN_MSG.categoriesFetchFailed : undefined)}
    >
      {(field) => (
        <CategorySelect
          {...field}
          ref={inputRef}
          name={name}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
          categories={categories}
          options={options}
        />
      )}
    </FormField>
  );
}
