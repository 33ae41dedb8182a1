/** Business constants of the shop, shared by the server and the web app. */

export const SHOP_NAME = 'Little Loom';
export const CURRENCY = 'INR';
export const CURRENCY_SYMBOL = '₹';

/** Rupees added to every order. */
export const DELIVERY_FEE = 50;
/** Cash on delivery is refused when the final total is above this many rupees. */
export const COD_LIMIT = 1000;
export const MAX_QUANTITY_PER_PRODUCT = 5;
/** Different product-and-size lines one cart may hold. */
export const MAX_CART_LINES = 30;
/** Products one wishlist may hold. */
export const MAX_WISHLIST_ITEMS = 100;
/** Coupons and offers take a whole percent from 1 up to this. */
export const MAX_DISCOUNT_PERCENT = 90;
export const RETURN_WINDOW_DAYS = 7;

export const OTP_LENGTH = 6;
export const OTP_RESEND_SECONDS = 60;
export const OTP_VALID_MINUTES = 10;
export const OTP_MAX_ATTEMPTS = 5;
export const MIN_PASSWORD_LENGTH = 6;

export const PAGE_SIZE = {
  collection: 9,
  homeLatest: 5,
  homeBestSellers: 5,
  bestSellingProducts: 4,
  relatedProducts: 5,
  walletHistory: 5,
  orders: 10,
  orderDetailItems: 5,
  addresses: 5,
  adminProducts: 10,
  adminUsers: 10,
  adminCategories: 10,
  adminStockProducts: 6,
  adminOrders: 7,
  adminPromotions: 10,
  /** The back office's Reviews screen. */
  adminReviews: 20,
  salesReport: 10,
  ledger: 10,
} as const;

export const SORT_OPTIONS = [
  'relevant',
  'low-to-high',
  'high-to-low',
  'popularity',
  'average-ratings',
  'featured',
  'new-arrivals',
  'a-z',
  'z-a',
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

export const ROLES = ['user', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const PAYMENT_METHODS = ['razorpay', 'COD', 'Wallet'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_STATUSES = ['Pending', 'Processing', 'Paid', 'Failed', 'Refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const TRACKING_STATUSES = [
  'PENDING',
  'SHIPPED',
  'DELIVERED',
  'CANCELLED',
  'RETURN_REQUESTED',
  'RETURN_APPROVED',
  'RETURN_REJECTED',
  'RETURNED',
] as const;
export type TrackingStatus = (typeof TRACKING_STATUSES)[number];

/** A review is published at once; the shop may hide it afterwards, never delete it. */
export const REVIEW_STATUSES = ['published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const OFFER_TYPES = ['product', 'category', 'referral'] as const;
export type OfferType = (typeof OFFER_TYPES)[number];

export const WALLET_TRANSACTION_TYPES = ['CREDIT', 'DEBIT'] as const;
export type WalletTransactionType = (typeof WALLET_TRANSACTION_TYPES)[number];

/** Browser storage keys: the spec fixes the session's; the rest are the shop's own. */
export const STORAGE_KEYS = {
  token: 'token',
  user: 'user',
  userRole: 'userRole',
  userId: 'userId',
  adminToken: 'adminToken',
  /** The PIN code last checked for delivery, offered again on every product page. */
  deliveryPin: 'deliveryPin',
} as const;
