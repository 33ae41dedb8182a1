import { describe, expect, it } from 'vitest';
import { contactSchema } from './contact';

function firstMessage(input: unknown): string | undefined {
  const result = contactSchema.safeParse(input);
  return result.success ? undefined : result.error.issues[0]?.message;
}

describe('contact form', () => {
  it('needs a name, an e-mail and a message, in the spec words', () => {
    expect(firstMessage({ name: '', email: 'a@b.co', message: 'hi' })).toBe('Name is required');
    expect(firstMessage({ name: 'Asha', email: '', message: 'hi' })).toBe('Email is required');
    expect(firstMessage({ name: 'Asha', email: 'not-an-email', message: 'hi' })).toBe(
      'Enter a valid email',
    );
    expect(firstMessage({ name: 'Asha', email: 'a@b.co', message: '   ' })).toBe(
      'Message cannot be empty',
    );
  });

  it('accepts a good message and normalises the e-mail', () => {
    const parsed = contactSchema.parse({
      name: ' Asha ',
      email: 'Asha@Example.COM',
      message: 'Hi',
    });
    expect(parsed).toEqual({ name: 'Asha', email: 'asha@example.com', message: 'Hi' });
  });
});
