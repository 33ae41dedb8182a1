import { GST_RATE_OPTIONS } from './category-form-values';

/** The GST rates a category's goods may take, as the add form and an editing row offer them. */
export function GstRateOptions() {
  return GST_RATE_OPTIONS.map((option) => (
    <option key={option.value} value={option.value}>
      {option.label}
    </option>
  ));
}
