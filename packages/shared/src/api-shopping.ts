/**
 * Shapes of the cart, wishlist, coupon and offer replies (storefront.md §3 and §7, back-office.md §3
 * and §7). Money is in rupees; every total is the server's.
 */
import type { OfferType, TrackingStatus } from './constants';
import type { DerivedOrderStatus } from './order-rules';
import type { ProductCategoryRef, ProductColour, ProductImage, ProductSize } from './api';
import type { Parcel } from './api-shipping';

/** The product a cart line or wishlist item holds, as it is now. */
export interface ShoppingProduct {
  _id: string;
  name: string;
  brand: string;
  images: ProductImage[];
  price: number;
  discountPrice: number | null;
  category: ProductCategoryRef;
  /** Its colour, so that two colours of one style in a cart or wishlist read apart. */
  colour: ProductColour | null;
}

export interface CartItem {
  /** `productId:size`: a line is one size of one product. */
  _id: string;
  productId: string;
  product: ShoppingProduct;
  name: string;
  images: ProductImage[];
  price: number;
  discountPrice: number | null;
  category: ProductCategoryRef;
  size: string;
  quantity: number;
  /** Pieces of this size in stock now. */
  stock: number;
  /** What one piece costs: the sale price when set. */
  unitPrice: number;
  lineTotal: number;
}

/** A line the cart dropped or lowered because the stock ran short. */
export interface CartStockChange {
  productId: string;
  name: string;
  size: string;
  /** The quantity the line had. */
  quantity: number;
  /** What it has now: 0 when the line was dropped. */
  newQuantity: number;
}

export interface AppliedCoupon {
  _id: string;
  code: string;
  discount: number;
  minPurchaseAmount: number;
}

export interface AppliedOffer {
  _id: string;
  type: OfferType;
  offerCode: string | null;
  offerDescription: string;
  discount: number;
}

export interface Cart {
  items: CartItem[];
  /** The subtotal: unit prices times quantities. */
  totalPrice: number;
  discountAmount: number;
  deliveryCharge: number;
  finalPrice: number;
  totalQuantity: number;
  coupon: AppliedCoupon | null;
  offer: AppliedOffer | null;
  /** The spec's name for the applied offer: none or one. */
  appliedOffers: AppliedOffer[];
  /** Lines dropped (newQuantity 0) because their size ran out or left the shop. */
  removedItems: CartStockChange[];
  /** Lines lowered to the stock that is left. */
  reducedItems: CartStockChange[];
  /** What changed on its own since the shopper last looked, in words to show them. */
  notices: string[];
}

/**
 * Every cart call answers with the whole cart, under `cart` and `data` (the spec's client reads
 * `data.items` on one call and `cart.discountAmount` on another) and spread at the top level
 * (`items`, `finalPrice` after an add).
 */
export type CartReply = Cart & {
  success: true;
  message: string;
  cart: Cart;
  data: Cart;
};

export interface WishlistItem {
  _id: string;
  /** The product, populated (storefront.md §3). */
  productId: ShoppingProduct & { sizes: ProductSize[] };
  name: string;
  price: number;
  discountPrice: number | null;
  sizes: ProductSize[];
  images: ProductImage[];
  addedAt: string;
}

export interface WishlistReply {
  success: true;
  message: string;
  /** Whether this call added the product (false when it was already there). */
  added?: boolean;
  items: WishlistItem[];
  wishlist: { items: WishlistItem[] };
}

/** An offer as the shopper's cart lists it. */
export interface ActiveOffer {
  _id: string;
  type: OfferType;
  offerCode: string | null;
  offerDescription: string;
  discount: number;
  /** The last day it can be used (YYYY-MM-DD, shop time). */
  expiryDate: string;
  productId: string | null;
  categoryId: string | null;
  product: { _id: string; name: string } | null;
  category: { _id: string; name: string } | null;
}

export interface ActiveOffersReply {
  success: true;
  offers: ActiveOffer[];
}

/** An offer as the back office shows it: both forms' field names. */
export interface AdminOffer extends ActiveOffer {
  /** Form A's type name: product, category or referrer. */
  formType: 'product' | 'category' | 'referrer';
  /** Form B's: Product, Category or Referral. */
  offerType: 'Product' | 'Category' | 'Referral';
  /** What the table's Name column shows. */
  name: string;
  /**
   * The admin's own description, '' when there is none and shoppers read what the offer does
   * ("14% off Boys", in `offerDescription`), which follows every edit.
   */
  description: string;
  /** Form A's name for the percent. */
  value: number;
  referrerCode: string | null;
  isActive: boolean;
  isExpired: boolean;
  createdAt: string;
}

export interface AdminOffersReply {
  success: true;
  message: string;
  data: AdminOffer[];
  offers: AdminOffer[];
}

export interface AdminOfferReply {
  success: true;
  message: string;
  data: AdminOffer;
}

export interface Coupon {
  _id: string;
  id: string;
  code: string;
  discount: number;
  minPurchaseAmount: number;
  /** The last day it can be used (YYYY-MM-DD, shop time). */
  expiryDate: string;
  isActive: boolean;
  isExpired: boolean;
  /** Orders placed with it. */
  usedCount: number;
  createdAt: string;
}

export interface CouponsReply {
  success: true;
  message: string;
  data: Coupon[];
}

export interface CouponReply {
  success: true;
  message: string;
  data: Coupon;
}

/** A saved delivery address (storefront.md §3). */
export interface Address {
  _id: string;
  fullname: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  createdAt: string;
}

export interface AddressesReply {
  success: true;
  addresses: Address[];
}

export interface AddressReply {
  success: true;
  message: string;
  address: Address;
}

/** One line of a placed order: a copy of what was bought, at the price paid. */
export interface OrderLine {
  _id: string;
  productId: string;
  name: string;
  /** The colour it was bought in, kept with the order; null when the product had none. */
  colourName: string | null;
  brand: string;
  image: string | null;
  size: string;
  quantity: number;
  price: number;
  lineTotal: number;
  /** The line's own share of the order's discount (rupees): what its refund is less by. */
  discount: number;
  trackingStatus: TrackingStatus;
  /** The product as the admin's order screens read it (back-office.md §3), from the snapshot. */
  product: { _id: string; name: string; images: { url: string }[] };
  deliveredAt: string | null;
  /** The last day (YYYY-MM-DD, shop time) a return may be asked for; null until delivered. */
  returnBy: string | null;
  /** What the shopper may do with this item now, as the server decides it. */
  canCancel: boolean;
  canReturn: boolean;
  /** Why the shop did not accept this item's return, in its own words; null unless rejected. */
  returnRejectionReason: string | null;
}

export interface PlacedOrder {
  _id: string;
  orderNumber: string;
  totalPrice: number;
  discountAmount: number;
  deliveryCharge: number;
  finalPrice: number;
  totalQuantity: number;
  paymentStatus: string;
  paymentMethod: 'Razorpay' | 'COD' | 'Wallet';
  address: Omit<Address, '_id' | 'createdAt'>;
  items: OrderLine[];
  /**
   * Derived from the items by `derivedOrderStatus`: PENDING while any is on its way, DELIVERED or
   * CANCELLED when all are, and the settled mixes (COMPLETED, PARTLY_RETURNED, RETURNED) or a
   * return under way (RETURN_IN_PROGRESS) otherwise.
   */
  status: DerivedOrderStatus;
  /**
   * Whether Retry Payment can work now, as the server decides it: a card order whose payment
   * failed, with something left to pay for, inside its payment window. An order the payment
   * window closed on (cancelled by the shop) is Failed too, and cannot be retried.
   */
  canRetryPayment: boolean;
  refundProcessed: boolean;
  /** The tax invoice's serial (e.g. LL/26-27/000123), given when the first item ships; null before. */
  invoiceNumber: string | null;
  /** The parcels its items travel in with a courier, oldest first; empty when shipped by hand. */
  parcels: Parcel[];
  createdAt: string;
}

export interface PlaceOrderReply {
  success: true;
  message: string;
  order: PlacedOrder;
}
