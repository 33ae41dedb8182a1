import type { ProductColour } from './api';
import type { ReviewStatus } from './constants';

/** A review as the product page shows it. */
export interface ProductReview {
  _id: string;
  rating: number;
  title: string;
  body: string;
  reviewerName: string;
  /** The size of the delivered item that made the author a buyer. */
  size: string;
  /** Every review is written by a buyer; kept in the reply for the page and structured data. */
  verifiedPurchase: true;
  helpfulCount: number;
  shopReply: string | null;
  shopRepliedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** The author's own review: published, or hidden with the shop's reason. */
export interface OwnProductReview extends ProductReview {
  status: ReviewStatus;
  hiddenReason: string | null;
}

/**
 * What the product page tells a signed-in shopper about reviewing it: their own review if they
 * wrote one, else whether they may write one and, if not, why (the words a write would be refused
 * with).
 */
export interface OwnReviewState {
  review: OwnProductReview | null;
  /** False once they have a review: they edit that one instead. */
  canReview: boolean;
  /** Null while they may review, and once they have a review. */
  cannotReviewReason: string | null;
}

/** A product's published reviews, a page at a time, with what they add up to. */
export interface ProductReviewsPage {
  reviews: ProductReview[];
  page: number;
  pages: number;
  /** Null while the product has no published review. */
  averageRating: number | null;
  reviewCount: number;
  /** Published reviews by stars, from 1 to 5. */
  starCounts: { stars: number; count: number }[];
}

/** A review as the back office lists it: whose, of what, and what shoppers reported. */
export interface AdminProductReview extends OwnProductReview {
  /** The product reviewed, with its colour: the colours of one style share a name. */
  product: { _id: string; name: string; colour: ProductColour | null };
  author: { name: string; email: string };
  reportCount: number;
  reports: { reason: string; createdAt: string }[];
}

export interface AdminReviewsPage {
  reviews: AdminProductReview[];
  total: number;
  page: number;
  pages: number;
}
