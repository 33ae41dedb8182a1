/** The logins `npm start` prints for the demo shop. */
export const ADMIN = { email: 'admin@littleloom.in', password: 'Admin@123' };
export const DEMO_SHOPPER = { email: 'shopper@littleloom.in', password: 'Shopper@123' };
