/**
 * Google's rules for a product page's JSON-LD to show as a merchant listing (price, availability,
 * rating in Search and Shopping), as its merchant listing structured data guide states them.
 * Tests of the storefront and of the pages the server draws read the product's JSON-LD with this;
 * it is not part of the package's index, as the apps never ship it.
 */

const SCHEMA_CONTEXTS = new Set([
  'https://schema.org',
  'https://schema.org/',
  'http://schema.org',
  'http://schema.org/',
]);

/** schema.org ItemAvailability values Google reads. */
const AVAILABILITY = new Set(
  [
    'BackOrder',
    'Discontinued',
    'InStock',
    'InStoreOnly',
    'LimitedAvailability',
    'MadeToOrder',
    'OnlineOnly',
    'OutOfStock',
    'PreOrder',
    'PreSale',
    'Reserved',
    'SoldOut',
  ].map((value) => `https://schema.org/${value}`),
);

/** schema.org OfferItemCondition values Google reads. */
const CONDITIONS = new Set(
  ['NewCondition', 'RefurbishedCondition', 'UsedCondition', 'DamagedCondition'].map(
    (value) => `https://schema.org/${value}`,
  ),
);

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length > 0;

const isOneOf = (allowed: ReadonlySet<string>, value: unknown): boolean =>
  typeof value === 'string' && allowed.has(value);

/** One thing or a list of them, as JSON-LD allows for any property. */
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : [value]);

function isAbsoluteHttpUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/**
 * A number as schema.org reads it: a JSON number, or text of digits with a dot for decimals (no
 * currency sign, no thousands separator).
 */
function numberOf(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && /^\d+(\.\d+)?$/.test(value)) return Number(value);
  return undefined;
}

/** A real calendar day written YYYY-MM-DD (ISO 8601). */
function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
}

/** A rating's value, within its scale (1 to 5 unless it says otherwise). */
function ratingProblems(rating: unknown, where: string): string[] {
  if (!isObject(rating)) return [`${where} is missing`];
  const value = numberOf(rating.ratingValue);
  if (value === undefined) return [`${where}.ratingValue is not a number`];
  const best = numberOf(rating.bestRating) ?? 5;
  const worst = numberOf(rating.worstRating) ?? 1;
  return value < worst || value > best
    ? [`${where}.ratingValue ${value} is outside ${worst} to ${best}`]
    : [];
}

function offerProblems(offer: unknown, where: string, options: MerchantListingOptions): string[] {
  if (!isObject(offer)) return [`${where} is not an object`];
  const problems: string[] = [];
  if (offer['@type'] !== 'Offer') problems.push(`${where}.@type is not Offer`);

  const price = numberOf(offer.price);
  if (price === undefined) problems.push(`${where}.price is not a number`);
  else if (price <= 0) problems.push(`${where}.price is not above zero`);

  if (typeof offer.priceCurrency !== 'string' || !/^[A-Z]{3}$/.test(offer.priceCurrency)) {
    problems.push(`${where}.priceCurrency is not an ISO 4217 code`);
  } else if (options.currency !== undefined && offer.priceCurrency !== options.currency) {
    problems.push(`${where}.priceCurrency is not ${options.currency}`);
  }

  if ('availability' in offer && !isOneOf(AVAILABILITY, offer.availability)) {
    problems.push(`${where}.availability is not a schema.org ItemAvailability`);
  }
  if ('itemCondition' in offer && !isOneOf(CONDITIONS, offer.itemCondition)) {
    problems.push(`${where}.itemCondition is not a schema.org OfferItemCondition`);
  }
  if ('url' in offer && !isAbsoluteHttpUrl(offer.url)) {
    problems.push(`${where}.url is not an absolute address`);
  }
  if ('priceValidUntil' in offer) {
    if (!isIsoDate(offer.priceValidUntil)) {
      problems.push(`${where}.priceValidUntil is not a YYYY-MM-DD date`);
    } else if (options.on !== undefined && offer.priceValidUntil < options.on) {
      problems.push(`${where}.priceValidUntil is before ${options.on}`);
    }
  }
  return problems;
}

function aggregateRatingProblems(rating: unknown): string[] {
  if (!isObject(rating)) return ['aggregateRating is not an object'];
  const problems: string[] = [];
  if (rating['@type'] !== 'AggregateRating')
    problems.push('aggregateRating.@type is not AggregateRating');
  problems.push(...ratingProblems(rating, 'aggregateRating'));
  // Google takes either count; one of them must say how many buyers rated.
  const counts = [rating.reviewCount, rating.ratingCount].map(numberOf);
  if (!counts.some((count) => count !== undefined && count > 0 && Number.isInteger(count))) {
    problems.push('aggregateRating has no reviewCount or ratingCount above zero');
  }
  return problems;
}

function reviewProblems(review: unknown, where: string): string[] {
  if (!isObject(review)) return [`${where} is not an object`];
  const problems: string[] = [];
  if (review['@type'] !== 'Review') problems.push(`${where}.@type is not Review`);
  const author = review.author;
  const authorNamed = asList(author).some(
    (person) =>
      isObject(person) &&
      (person['@type'] === 'Person' || person['@type'] === 'Organization') &&
      isText(person.name) &&
      person.name.length < 100,
  );
  if (!authorNamed) problems.push(`${where}.author is not a named Person or Organization`);
  problems.push(...ratingProblems(review.reviewRating, `${where}.reviewRating`));
  if ('datePublished' in review && !isIsoDate(review.datePublished)) {
    problems.push(`${where}.datePublished is not a YYYY-MM-DD date`);
  }
  return problems;
}

export interface MerchantListingOptions {
  /** The currency every offer must be in (ISO 4217). */
  currency?: string;
  /** The day (YYYY-MM-DD) the listing is read on: a price valid only until before it is stale. */
  on?: string;
}

/**
 * What keeps `data` (a product's JSON-LD, parsed) from being a Google merchant listing, one line
 * each; none when it qualifies.
 */
export function merchantListingProblems(
  data: unknown,
  options: MerchantListingOptions = {},
): string[] {
  if (!isObject(data)) return ['the data is not an object'];
  const problems: string[] = [];
  if (!isOneOf(SCHEMA_CONTEXTS, data['@context'])) {
    problems.push('@context is not schema.org');
  }
  if (data['@type'] !== 'Product') problems.push('@type is not Product');
  if (!isText(data.name)) problems.push('name is missing');

  const images = data.image === undefined ? [] : asList(data.image);
  if (images.length === 0) problems.push('image is missing');
  images.forEach((image, index) => {
    if (!isAbsoluteHttpUrl(image)) problems.push(`image[${index}] is not an absolute address`);
  });

  if (data.offers === undefined) problems.push('offers is missing');
  else {
    const offers = asList(data.offers);
    if (offers.length === 0) problems.push('offers is empty');
    offers.forEach((offer, index) =>
      problems.push(...offerProblems(offer, `offers[${index}]`, options)),
    );
  }

  if ('aggregateRating' in data) problems.push(...aggregateRatingProblems(data.aggregateRating));
  if ('review' in data) {
    const reviews = asList(data.review);
    if (reviews.length === 0) problems.push('review is empty');
    reviews.forEach((review, index) =>
      problems.push(...reviewProblems(review, `review[${index}]`)),
    );
  }
  return problems;
}
