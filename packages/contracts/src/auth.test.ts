import { describe, expect, it } from 'vitest';
import { loginSchema, passwordField, PASSWORD_TOO_MANY_BYTES, signUpSchema } from './auth';
import { contactMessageSchema } from './contact';

const signUp = {
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  phoneNumber: '+1 555 0100',
  companyName: 'Acme',
  address: '1 Dock Road',
  password: 'Secr3t!pass',
};

describe('sign-up', () => {
  it('when every field is present, then it parses and clientCategory is optional', () => {
    expect(signUpSchema.parse(signUp)).toEqual(signUp);
  });

  it.each(['firstName', 'lastName', 'email', 'phoneNumber', 'companyName', 'address', 'password'])(
    'when %s is missing, then it is rejected',
    (field) => {
      const rest: Record<string, unknown> = { ...signUp };
      delete rest[field];
      expect(signUpSchema.safeParse(rest).success).toBe(false);
    },
  );

  it('when a client tries to set verified or role, then it is rejected', () => {
    expect(signUpSchema.safeParse({ ...signUp, verified: true }).success).toBe(false);
    expect(signUpSchema.safeParse({ ...signUp, role: 'operator' }).success).toBe(false);
  });

  it('login needs e-mail and password', () => {
    expect(loginSchema.safeParse({ email: 'a@b.co', password: '' }).success).toBe(false);
    expect(loginSchema.safeParse({ email: 'a@b.co', password: 'x', rememberMe: true }).success).toBe(true);
  });
});

describe('contact form', () => {
  it('when name, email, subject or message is missing, then it is rejected; phone and company are optional', () => {
    const message = { name: 'A', email: 'a@b.co', subject: 'Hi', message: 'Hello' };
    expect(contactMessageSchema.safeParse(message).success).toBe(true);
    for (const field of Object.keys(message)) {
      expect(contactMessageSchema.safeParse({ ...message, [field]: '  ' }).success).toBe(false);
    }
  });
});

describe('password bytes (SECURITY.md: bcrypt reads 72 bytes)', () => {
  it('when a password is 72 characters of ASCII, then it parses; when 37 characters of é (74 bytes), then it is refused in bytes', () => {
    expect(passwordField.safeParse('a'.repeat(72)).success).toBe(true);
    expect(passwordField.safeParse('é'.repeat(36)).success).toBe(true);
    const long = passwordField.safeParse(`${'é'.repeat(36)}x`);
    expect(long.success).toBe(false);
    expect(long.error?.issues.map((i) => i.message)).toEqual([PASSWORD_TOO_MANY_BYTES]);
    expect(PASSWORD_TOO_MANY_BYTES).toMatch(/72 bytes/);
  });
});
