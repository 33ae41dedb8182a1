import { z } from '../zod';
import { MIN_PASSWORD_LENGTH, OTP_LENGTH } from '../constants';
import { MSG } from '../messages';
import { emailField, requiredText } from './common';

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);
/** Reset passwords need one lowercase, one uppercase, one digit and one of @$!%*?& (spec §5). */
export const STRONG_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).+$/;
const MAX_PASSWORD_LENGTH = 128;

export const passwordField = z
  .string({ error: MSG.passwordRequired })
  .min(1, MSG.passwordRequired)
  .min(MIN_PASSWORD_LENGTH, MSG.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`);

export const strongPasswordField = passwordField.regex(STRONG_PASSWORD_PATTERN, MSG.passwordWeak);

const otpField = (message: string) =>
  z.string({ error: message }).trim().regex(OTP_PATTERN, message);

export const loginSchema = z.strictObject({
  email: emailField(),
  password: passwordField,
});
export type LoginInput = z.input<typeof loginSchema>;

export const registerSchema = z.strictObject({
  name: requiredText(MSG.nameRequired, 80, 'Name'),
  email: emailField(),
  password: passwordField,
});
export type RegisterInput = z.input<typeof registerSchema>;

/**
 * The code step names its account by the id registration returned or, when the page has none (a
 * registration still waiting from earlier), by e-mail.
 */
export const verifyOtpSchema = z
  .strictObject({
    userId: z.string({ error: MSG.otpVerifyFailed }).min(1, MSG.otpVerifyFailed).max(64).optional(),
    email: emailField().optional(),
    otp: otpField(MSG.otpInvalid),
  })
  .refine((body) => body.userId !== undefined || body.email !== undefined, {
    message: MSG.otpVerifyFailed,
    path: ['userId'],
  });

export const otpCodeSchema = otpField(MSG.otpInvalid);

export const resendOtpSchema = z.strictObject({
  email: z
    .string({ error: MSG.otpResendEmailRequired })
    .trim()
    .min(1, MSG.otpResendEmailRequired)
    .pipe(emailField()),
});

export const forgotPasswordSchema = z.strictObject({
  email: emailField(),
});

export const resetPasswordSchema = z.strictObject({
  email: emailField(),
  otp: otpField(MSG.resetOtpInvalid),
  newPassword: strongPasswordField,
});
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;

export const PHONE_PATTERN = /^\d{10}$/;

/**
 * What a person may change about their own profile. Unknown fields (role, e-mail, wallet...) are
 * dropped, not refused: the spec's client sends the whole profile back.
 */
export const profileUpdateSchema = z.object({
  name: requiredText(MSG.nameRequired, 80, 'Name').optional(),
  phone: z
    .string()
    .trim()
    .refine((phone) => phone === '' || PHONE_PATTERN.test(phone), 'Phone number must be 10 digits')
    .nullish(),
  avatarUrl: z
    .string()
    .trim()
    .max(500)
    .refine((url) => url === '' || URL.canParse(url), 'Invalid URL')
    .refine((url) => url === '' || /^https?:\/\//i.test(url), 'Invalid URL')
    .nullish(),
});
export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;

export const googleLoginSchema = z.strictObject({
  token: z.string({ error: MSG.googleFailed }).min(10, MSG.googleFailed).max(4096),
});
