import { productDisplayName } from '@littleloom/shared';
import type { ReactNode } from 'react';
import { SearchIcon } from '../../../ui/icons';
import { pastelFor } from '../pastel';
import { ProductPrice } from '../ProductPrice';
import { optionKey, type SuggestionOption } from './suggestion-options';

/** Thumbnails in the list are drawn at 40px, from the 400px card thumbnail. */
const THUMBNAIL_SIZE = 40;

const GROUP_LABELS: Record<Exclude<SuggestionOption['kind'], 'all'>, string> = {
  product: 'Products',
  category: 'Categories',
  brand: 'Brands',
};

interface GroupOfOptions {
  kind: keyof typeof GROUP_LABELS;
  items: { option: SuggestionOption; index: number }[];
}

interface SuggestionListProps {
  id: string;
  /** Hidden while collapsed; kept in the page so the field's aria-controls always points at it. */
  expanded: boolean;
  options: readonly SuggestionOption[];
  activeIndex: number;
  onActivate: (index: number) => void;
  onChoose: (index: number) => void;
}

export function suggestionOptionId(listId: string, index: number): string {
  return `${listId}-option-${index}`;
}

/**
 * The popup under the search field: products, categories and brands in labelled groups, then
 * "See all results". Focus never leaves the field (aria-activedescendant marks the option the
 * arrow keys are on), so a press on the list must not take focus either.
 */
export function SuggestionList({
  id,
  expanded,
  options,
  activeIndex,
  onActivate,
  onChoose,
}: SuggestionListProps) {
  const groups: GroupOfOptions[] = [];
  let allIndex = -1;
  for (const [index, option] of options.entries()) {
    if (option.kind === 'all') {
      allIndex = index;
      continue;
    }
    const last = groups.at(-1);
    if (last?.kind === option.kind) last.items.push({ option, index });
    else groups.push({ kind: option.kind, items: [{ option, index }] });
  }
  const allOption = options[allIndex];

  const renderOption = (option: SuggestionOption, index: number) => (
    <SuggestionRow
      key={optionKey(option)}
      id={suggestionOptionId(id, index)}
      active={index === activeIndex}
      onActivate={() => onActivate(index)}
      onChoose={() => onChoose(index)}
    >
      <OptionContent option={option} />
    </SuggestionRow>
  );

  return (
    <div
      id={id}
      role="listbox"
      aria-label="Search suggestions"
      hidden={!expanded}
      onPointerDown={(event) => event.preventDefault()}
      className="absolute inset-x-0 top-full z-30 max-h-[min(34rem,75dvh)] overflow-y-auto border-y border-line bg-white py-2 shadow-lg sm:mt-2 sm:rounded-2xl sm:border-x"
    >
      {groups.map((group) => {
        const labelId = `${id}-${group.kind}`;
        return (
          <div key={group.kind} role="group" aria-labelledby={labelId} className="py-1">
            <div
              id={labelId}
              role="presentation"
              className="px-4 pt-1 pb-1 text-xs font-bold tracking-[0.08em] text-ink-muted uppercase"
            >
              {GROUP_LABELS[group.kind]}
            </div>
            {group.items.map(({ option, index }) => renderOption(option, index))}
          </div>
        );
      })}
      {allOption ? (
        <div className="mt-1 border-t border-line pt-1">{renderOption(allOption, allIndex)}</div>
      ) : null}
    </div>
  );
}

interface SuggestionRowProps {
  id: string;
  active: boolean;
  onActivate: () => void;
  onChoose: () => void;
  children: ReactNode;
}

function SuggestionRow({ id, active, onActivate, onChoose, children }: SuggestionRowProps) {
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      onPointerMove={onActivate}
      onClick={onChoose}
      className={`flex min-h-11 cursor-pointer items-center gap-3 px-4 py-1 text-ink ${
        active ? 'bg-peach-soft outline-2 -outline-offset-2 outline-coral-strong' : ''
      }`}
    >
      {children}
    </div>
  );
}

function OptionContent({ option }: { option: SuggestionOption }) {
  switch (option.kind) {
    case 'product': {
      const { product } = option;
      return (
        <>
          <div className={`size-10 shrink-0 overflow-hidden rounded-lg ${pastelFor(product._id)}`}>
            {product.thumbnailUrl ? (
              <img
                src={product.thumbnailUrl}
                width={THUMBNAIL_SIZE}
                height={THUMBNAIL_SIZE}
                // The name beside it says what it is.
                alt=""
                className="size-full object-cover"
              />
            ) : null}
          </div>
          <div className="min-w-0 flex-1">
            <p className="truncate leading-snug">{productDisplayName(product)}</p>
            <ProductPrice
              price={product.price}
              discountPrice={product.discountPrice}
              className="text-sm"
            />
          </div>
        </>
      );
    }
    case 'category':
      return <span className="truncate">{option.category.name}</span>;
    case 'brand':
      return <span className="truncate">{option.brand}</span>;
    case 'all':
      return (
        <>
          <SearchIcon size={20} className="shrink-0 text-coral-strong" />
          <span className="min-w-0 font-bold break-words">See all results for “{option.text}”</span>
        </>
      );
  }
}
