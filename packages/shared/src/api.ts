/** Shapes of the JSON the API sends, as the spec's client reads them. Money is in rupees. */

export interface ApiError {
  success: false;
  message: string;
}

export interface ProductImage {
  url: string;
  thumbnailUrl: string;
  public_id: string;
}

export interface ProductSize {
  size: string;
  stock: number;
}

export interface ProductCategoryRef {
  _id: string;
  name: string;
}

export interface Product {
  _id: string;
  name: string;
  description: string;
  brand: string;
  price: number;
  discountPrice: number | null;
  /**
   * When the sale price stops (ISO): the end of the sale's last day in the shop's time zone. Null
   * when the product has no sale price, or its sale has no end.
   */
  saleEndsAt: string | null;
  category: ProductCategoryRef;
  sizes: ProductSize[];
  stock: number;
  images: ProductImage[];
  bestseller: boolean;
  isFeatured: boolean;
  popularity: number;
  /** The average of its published reviews, to one decimal; null while it has none. */
  averageRating: number | null;
  reviewCount: number;
  /** The product's own HSN code for GST; null when it takes its category's. */
  hsnCode: string | null;
  /** The colour the product comes in; null when the shop gave it none. */
  colour: ProductColour | null;
  /** The style it shares with products that differ only in colour; null when it stands alone. */
  styleId: string | null;
  /**
   * Every colour of its style on sale now, this product's included, oldest first; empty when the
   * product has no style. A card shows "+N colours" from it, a product page its swatches.
   */
  colours: StyleColour[];
  deleted: boolean;
  createdAt: string;
}

/** One unit packed, or a whole parcel: its weight in grams and its box in cm, as couriers book it. */
export interface ParcelMeasures {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

/**
 * A product as the back office reads it (every admin product reply): with its own parcel figures
 * for one unit packed, each null while it takes its category's. Shoppers never see them.
 */
export interface AdminProduct extends Product {
  weightGrams: number | null;
  lengthCm: number | null;
  breadthCm: number | null;
  heightCm: number | null;
}

/**
 * A category as the category routes give it (the back office's list and forms, and the active
 * list the storefront's filter and the product form read).
 */
export interface Category extends ParcelMeasures {
  _id: string;
  name: string;
  description: string;
  /** The HSN code of its goods, for GST. */
  hsnCode: string;
  /** Its fixed GST rate in percent, used for goods outside HSN chapters 61–64. */
  gstRate: number;
  isDeleted: boolean;
  createdAt: string;
}

/** A colour as the shop names it, and the dot that shows it (`#rrggbb`). */
export interface ProductColour {
  name: string;
  hex: string;
}

/** One colour of a style: the product in that colour, and whether any size of it is in stock. */
export interface StyleColour extends ProductColour {
  productId: string;
  inStock: boolean;
}

/** One value of a facet and how many products it would show, the other filters applied. */
export interface FacetValueCount {
  value: string;
  count: number;
}

/** A colour facet's value, with the dot to show beside it. */
export interface ColourValueCount extends FacetValueCount {
  hex: string;
}

/** Rupees, on the price a shopper pays. */
export interface PriceRange {
  min: number;
  max: number;
}

/**
 * What each filter of the collection would show. Every count applies search, category and all the
 * other filters but its own, so it is the total the list would have with that value chosen (alone,
 * within its facet). Sizes and brands list every value in the searched categories, zero counts too.
 */
export interface ProductFacets {
  /**
   * By category id: how many products each category would show under the search and every other
   * filter, whatever categories are chosen. Categories with none are left out (count 0).
   */
  categories: FacetValueCount[];
  /** Counting only sizes in stock. */
  sizes: FacetValueCount[];
  /** By colour name; products without a colour are in no value. */
  colours: ColourValueCount[];
  brands: FacetValueCount[];
  /** The lowest and highest price among the products the other filters leave; null when none. */
  price: PriceRange | null;
  /** Products with any size in stock. */
  inStock: number;
  /** Products with a sale price. */
  onSale: number;
}

export interface ProductPage {
  success: true;
  products: Product[];
  total: number;
  page: number;
  pages: number;
  facets: ProductFacets;
  /**
   * When a search finds nothing: the products closest to what was typed (at most 4), most alike
   * first; empty otherwise.
   */
  closestMatches: Product[];
}

/** What the header's search suggests while a shopper types (`GET /api/products/suggestions?q=`). */
export interface SearchSuggestions {
  success: true;
  /** At most 5, most relevant first. */
  products: SuggestedProduct[];
  categories: ProductCategoryRef[];
  brands: string[];
}

export interface SuggestedProduct {
  _id: string;
  name: string;
  brand: string;
  price: number;
  discountPrice: number | null;
  /** Its colour, so that two colours of one style can be told apart; null when it has none. */
  colour: ProductColour | null;
  /** The first picture's thumbnail; null when the product has none. */
  thumbnailUrl: string | null;
}

export interface HealthReply {
  success: true;
  status: 'ok';
  database: 'up';
}

/** A customer as the back office's user list shows it. */
export interface AdminUser {
  _id: string;
  name: string;
  email: string;
  phone: string | null;
  isBlocked: boolean;
  isVerified: boolean;
  createdAt: string;
}

export interface AdminUserPage {
  success: true;
  data: AdminUser[];
  total: number;
  page: number;
  pages: number;
}

export interface ToggleBlockReply {
  success: true;
  /** 'User blocked successfully' or 'User unblocked successfully'. */
  message: string;
  user: AdminUser;
}
