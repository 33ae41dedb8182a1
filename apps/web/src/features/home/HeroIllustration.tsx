import heroClotheslineUrl from './hero-clothesline.svg?no-inline';

/**
 * Little clothes drying on a line under the sun. A separate SVG file rather than inline markup:
 * it is an image, so it should not weigh on the JavaScript a shopper downloads first.
 */
export function HeroIllustration({ className = '' }: { className?: string }) {
  return (
    <img
      src={heroClotheslineUrl}
      width={480}
      height={340}
      alt=""
      decoding="async"
      fetchPriority="high"
      className={`h-auto ${className}`}
    />
  );
}
