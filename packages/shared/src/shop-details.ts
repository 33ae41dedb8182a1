/**
 * How shoppers reach Little Loom: shown in the web app's footer and contact page, and printed on
 * invoices, so both apps read the one copy.
 */
export const SHOP_DETAILS = {
  studioName: 'Little Loom Studio',
  addressLines: ['42 Residency Road', 'Bengaluru 560025', 'Karnataka, India'],
  /** The same address in parts, for search engines (schema.org PostalAddress). */
  postalAddress: {
    streetAddress: '42 Residency Road',
    addressLocality: 'Bengaluru',
    postalCode: '560025',
    addressRegion: 'Karnataka',
    /** ISO 3166-1 alpha-2. */
    addressCountry: 'IN',
  },
  phoneDisplay: '+91-80-4567-1234',
  /** The same number for tel: links (no separators). */
  phoneHref: 'tel:+918045671234',
  email: 'hello@littleloom.in',
  hours: [
    { days: 'Monday to Saturday', time: '10 am – 7 pm' },
    { days: 'Sunday', time: '11 am – 5 pm' },
  ],
} as const;
