/**
 * The sign-in pages and their frame, as one lazy chunk: a shopper who opens one of them usually
 * opens another next (log in, sign up, forgot password), and one chunk keeps the first download's
 * list of lazy files short. The handling of a session the server ended is here too: it leads to
 * /login.
 */
export { AuthLayout } from './layouts/AuthLayout';
export { LoginPage } from '../features/accounts/LoginPage';
export { RegisterPage } from '../features/accounts/RegisterPage';
export { ForgotPasswordPage } from '../features/accounts/ForgotPasswordPage';
export { SessionNotices } from '../features/accounts/SessionNotices';
