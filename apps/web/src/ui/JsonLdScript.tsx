import { jsonLdText, type JsonLd } from '@littleloom/shared';

/** Structured data for search engines, as one JSON-LD script element of the page. */
export function JsonLdScript({ data }: { data: JsonLd }) {
  return (
    <script
      type="application/ld+json"
      // Escaped by jsonLdText: no text in the data can end the script element.
      dangerouslySetInnerHTML={{ __html: jsonLdText(data) }}
    />
  );
}
