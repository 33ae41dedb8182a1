/** The shopper account created with the demo data, so a newcomer can shop at once. */
export const DEMO_SHOPPER = {
  name: 'Asha Demo',
  email: 'shopper@littleloom.in',
  password: 'Shopper@123',
} as const;
