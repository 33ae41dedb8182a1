import { ApiError, apiFetch } from '../../lib/api';
import { authFetch } from './auth-fetch';
import { ACCOUNT_QUERY_KEY } from './use-session';

/** The account as the server sends it (the spec's client reads both `id` and `_id`). */
export interface AccountUser {
  _id: string;
  id: string;
  name: string;
  email: string;
  phone: string | null;
  role: string;
  avatarUrl: string | null;
  isVerified: boolean;
  createdAt: string;
}

interface MessageReply {
  success: true;
  message: string;
}

export interface SessionReply extends MessageReply {
  token: string;
  user: AccountUser;
  /**
   * Verification only: someone else had also registered this e-mail with another password, so
   * it was removed and the shopper sets one through Forgot Password (the message says so).
   */
  passwordRemoved?: boolean;
}

export interface RegisterReply extends MessageReply {
  userId: string;
}

export interface ProfileReply {
  success: true;
  user: AccountUser;
}

export interface ProfileUpdateReply extends MessageReply {
  user: AccountUser;
}

const post = <T>(path: string, body: unknown) => apiFetch<T>(path, { method: 'POST', body });

// storefront.md §7, "Account". The bodies have already passed the shared schemas.
export const loginRequest = (body: { email: string; password: string }) =>
  post<SessionReply>('/api/login', body);
export const googleLoginRequest = (token: string) =>
  post<SessionReply>('/api/google-login', { token });
export const registerRequest = (body: { name: string; email: string; password: string }) =>
  post<RegisterReply>('/api/register', body);
/** The account is named by the id registration returned or, when the page has none, by e-mail. */
export type VerifyOtpBody = { userId: string; otp: string } | { email: string; otp: string };
export const verifyOtpRequest = (body: VerifyOtpBody) =>
  post<SessionReply>('/api/verify-otp', body);
export const resendOtpRequest = (email: string) => post<MessageReply>('/api/resend-otp', { email });
export const forgotPasswordRequest = (email: string) =>
  post<MessageReply>('/api/forgot-password', { email });
export const resetPasswordRequest = (body: { email: string; otp: string; newPassword: string }) =>
  post<MessageReply>('/api/reset-password', body);

export const profileQueryKey = (userId: string) => [ACCOUNT_QUERY_KEY, userId, 'profile'] as const;

export function profileQuery(userId: string) {
  return {
    queryKey: profileQueryKey(userId),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      authFetch<ProfileReply>('/api/user/profile', { signal }),
  };
}

export const updateProfileRequest = (body: {
  name?: string | undefined;
  phone?: string | null | undefined;
  avatarUrl?: string | null | undefined;
}) => authFetch<ProfileUpdateReply>('/api/user/profile', { method: 'PUT', body });

/** The message to show for a failed account call (storefront.md §8: the server's word first). */
export function accountErrorMessage(
  error: unknown,
  fallbacks: {
    /** The server said no without saying why. */
    failed: string;
    /** The request never got an answer, or something threw. */
    exception: string;
  },
): string {
  if (!(error instanceof ApiError) || error.status === 0) return fallbacks.exception;
  const { message } = error.details;
  return typeof message === 'string' && message.trim() !== '' ? message : fallbacks.failed;
}

/**
 * True when the server refused a new code because one was asked for under a minute ago (not for
 * too many tries): that code is on its way, so the page can go on to take it.
 */
export function isResendWait(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429 && error.details.resendWait === true;
}

/** Seconds the server asked us to wait (429 replies carry retryAfter), if it said. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!(error instanceof ApiError) || error.status !== 429) return undefined;
  const { retryAfter } = error.details;
  return typeof retryAfter === 'number' && retryAfter > 0 ? Math.ceil(retryAfter) : undefined;
}
