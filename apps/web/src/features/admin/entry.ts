/**
 * The back office's one lazy chunk: both top-level admin routes load it (app/routes.tsx), so a
 * shopper's download carries none of it and an admin fetches it once. Heavy screens added later
 * (charts, image crop) should be `lazy()` in ADMIN_SCREENS so this chunk stays small.
 */
export { AdminArea } from './AdminArea';
export { AdminLoginPage } from './login/AdminLoginPage';
