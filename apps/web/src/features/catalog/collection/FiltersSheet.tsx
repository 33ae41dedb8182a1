import { BottomSheet } from '../../../ui/BottomSheet';
import { buttonClass } from '../../../ui/button-styles';
import { FilterPanel, type FilterPanelProps } from './FilterPanel';

interface FiltersSheetProps extends FilterPanelProps {
  open: boolean;
  onClose: () => void;
  /** The products the current view holds; undefined until the first page arrives. */
  total: number | undefined;
  /** How many filters are on; "Clear all" has nothing to do at 0. */
  activeCount: number;
  onClearAll: () => void;
}

/** Tailwind's `lg`, where the filters stand in the page's left column instead. */
const WIDE_SCREEN = '(min-width: 64rem)';

const productsText = (total: number) => (total === 1 ? '1 product' : `${total} products`);

/**
 * The filters on phones and tablets, in a bottom sheet. They apply as they are ticked, so the
 * list behind is already the one "Show N products" reveals; N follows each change.
 */
export function FiltersSheet({
  open,
  onClose,
  total,
  activeCount,
  onClearAll,
  ...panel
}: FiltersSheetProps) {
  return (
    <BottomSheet
      open={open}
      title="Filters"
      closeLabel="Close filters"
      onClose={onClose}
      closeWhen={WIDE_SCREEN}
      footer={
        <div className="flex items-center gap-3">
          <button
            type="button"
            onClick={onClearAll}
            disabled={activeCount === 0}
            className={buttonClass('secondary', 'px-4')}
          >
            Clear all
          </button>
          <button type="button" onClick={onClose} className={buttonClass('primary', 'flex-1 px-4')}>
            {total === undefined ? 'Show products' : `Show ${productsText(total)}`}
          </button>
          <p className="sr-only" aria-live="polite">
            {total === undefined ? '' : productsText(total)}
          </p>
        </div>
      }
    >
      <FilterPanel {...panel} />
    </BottomSheet>
  );
}
