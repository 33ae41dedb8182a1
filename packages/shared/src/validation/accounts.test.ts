import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  loginSchema,
  profileUpdateSchema,
  registerSchema,
  resendOtpSchema,
  resetPasswordSchema,
  verifyOtpSchema,
} from './accounts';

function firstMessage(schema: z.ZodType, input: unknown): string | undefined {
  const result = schema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('login and registration', () => {
  it('words every mistake as the spec does', () => {
    expect(firstMessage(loginSchema, { email: '', password: 'secret1' })).toBe('Email is required');
    expect(firstMessage(loginSchema, { email: 'asha@', password: 'secret1' })).toBe(
      'Enter a valid email address',
    );
    expect(firstMessage(loginSchema, { email: 'a@b.co', password: '' })).toBe(
      'Password is required',
    );
    expect(firstMessage(loginSchema, { email: 'a@b.co', password: '12345' })).toBe(
      'Password must be at least 6 characters long',
    );
    expect(firstMessage(registerSchema, { name: '  ', email: 'a@b.co', password: '123456' })).toBe(
      'Name is required',
    );
  });

  it('accepts six characters and lower-cases the e-mail', () => {
    expect(registerSchema.parse({ name: 'Asha', email: 'Asha@X.in', password: '123456' })).toEqual({
      name: 'Asha',
      email: 'asha@x.in',
      password: '123456',
    });
  });
});

describe('one-time codes', () => {
  it('needs exactly six digits', () => {
    for (const otp of ['12345', '1234567', 'abcdef', '12 456']) {
      expect(firstMessage(verifyOtpSchema, { userId: 'u', otp })).toBe(
        'Please enter a valid 6-digit OTP.',
      );
    }
    expect(firstMessage(verifyOtpSchema, { userId: 'u', otp: '012345' })).toBeUndefined();
  });

  it('needs the e-mail to resend', () => {
    expect(firstMessage(resendOtpSchema, { email: '' })).toBe('Email is required to resend OTP.');
  });
});

describe('password reset', () => {
  const valid = { email: 'a@b.co', otp: '123456', newPassword: 'Abcde1@' };

  it('needs a six-digit code', () => {
    expect(firstMessage(resetPasswordSchema, { ...valid, otp: '12ab56' })).toBe(
      'OTP must be a 6-digit number',
    );
  });

  it('needs a strong password', () => {
    const weak =
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';
    for (const newPassword of ['abcdef1@', 'ABCDEF1@', 'Abcdefg@', 'Abcdefg1']) {
      expect(firstMessage(resetPasswordSchema, { ...valid, newPassword })).toBe(weak);
    }
    expect(firstMessage(resetPasswordSchema, { ...valid, newPassword: 'Ab1@' })).toBe(
      'Password must be at least 6 characters long',
    );
    expect(firstMessage(resetPasswordSchema, valid)).toBeUndefined();
  });
});

describe('profile update', () => {
  it('drops fields a person may not change', () => {
    const parsed = profileUpdateSchema.parse({
      name: 'Asha',
      role: 'admin',
      email: 'x@y.z',
      wallet: 1e6,
    });
    expect(parsed).toEqual({ name: 'Asha' });
  });

  it('checks the phone and the avatar address', () => {
    expect(firstMessage(profileUpdateSchema, { phone: '12345' })).toBe(
      'Phone number must be 10 digits',
    );
    expect(firstMessage(profileUpdateSchema, { avatarUrl: 'javascript:alert(1)' })).toBe(
      'Invalid URL',
    );
    expect(profileUpdateSchema.parse({ phone: '9876543210', avatarUrl: '' })).toEqual({
      phone: '9876543210',
      avatarUrl: '',
    });
  });
});
