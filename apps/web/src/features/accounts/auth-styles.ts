/** Text links on the sign-in pages (Create Account, Forgot Password?, Log in). */
export const authLinkClass =
  'font-bold text-coral-strong underline-offset-4 hover:text-coral-deep hover:underline';
