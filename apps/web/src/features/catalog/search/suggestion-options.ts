import type { ProductCategoryRef, SearchSuggestions, SuggestedProduct } from '@littleloom/shared';
import { brandHref, categoryHref } from './collection-links';

/** One choice in the suggestions list, in the order the list shows them. */
export type SuggestionOption =
  | { kind: 'product'; product: SuggestedProduct }
  | { kind: 'category'; category: ProductCategoryRef }
  | { kind: 'brand'; brand: string }
  /** "See all results": the collection under the bar already shows them. */
  | { kind: 'all'; text: string };

/**
 * Products, then categories, then brands, then "See all results" last: one list, so the arrow
 * keys walk it top to bottom as the eye reads it.
 */
export function suggestionOptions(
  suggestions: SearchSuggestions,
  text: string,
): SuggestionOption[] {
  return [
    ...suggestions.products.map((product) => ({ kind: 'product' as const, product })),
    ...suggestions.categories.map((category) => ({ kind: 'category' as const, category })),
    ...suggestions.brands.map((brand) => ({ kind: 'brand' as const, brand })),
    { kind: 'all', text: text.trim() },
  ];
}

/** How many things are suggested ("See all results" is not one of them). */
export function suggestionCount(suggestions: SearchSuggestions): number {
  return suggestions.products.length + suggestions.categories.length + suggestions.brands.length;
}

/** Where an option leads; null for "See all results", which stays on the collection. */
export function optionHref(option: SuggestionOption): string | null {
  switch (option.kind) {
    case 'product':
      return `/product/${option.product._id}`;
    case 'category':
      return categoryHref(option.category._id);
    case 'brand':
      return brandHref(option.brand);
    case 'all':
      return null;
  }
}

/** A key React and the DOM ids can use, unique within one list. */
export function optionKey(option: SuggestionOption): string {
  switch (option.kind) {
    case 'product':
      return `product-${option.product._id}`;
    case 'category':
      return `category-${option.category._id}`;
    case 'brand':
      return `brand-${option.brand}`;
    case 'all':
      return 'all';
  }
}
