import { MESSAGES } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { loginFailure, requestFailure, signUpFailure } from './auth-errors';

describe('sign-up error mapping', () => {
  it('when the server says the email exists, then the field error and banner are the catalogue’s words', () => {
    const error = new ApiError('An account with this email already exists', { status: 409, body: { message: 'Conflict' } });
    expect(signUpFailure(error)).toEqual({
      banner: MESSAGES.signup.emailExistsBanner,
      fields: { email: 'Email already registered' },
    });
  });
  it('when validation fails, then the check-all-fields banner shows', () => {
    expect(signUpFailure(new ApiError('bad', { status: 400 })).banner).toBe(MESSAGES.signup.validation);
  });
  it('when the network fails, then the connection error shows', () => {
    expect(signUpFailure(new ApiError('x', { isNetworkError: true })).banner).toBe(MESSAGES.connectionError);
  });
  it('when anything else fails, then the server message or the fallback shows', () => {
    expect(signUpFailure(new ApiError('Server down', { status: 500 })).banner).toBe('Server down');
    expect(signUpFailure(new ApiError('Request failed', { status: 500 })).banner).toBe(MESSAGES.signup.other);
  });
});

describe('login error mapping', () => {
  it('when the answer is 401, then the invalid email or password text shows', () => {
    expect(loginFailure(new ApiError('Wrong', { status: 401 })).banner).toBe('Invalid email or password. Please try again.');
  });
  it('when the network fails, then the connection error shows', () => {
    expect(loginFailure(new ApiError('x', { isNetworkError: true })).banner).toBe(MESSAGES.connectionError);
  });
  it('when anything else fails, then the message or the fallback shows', () => {
    expect(loginFailure(new ApiError('Too many attempts', { status: 429 })).banner).toBe('Too many attempts');
    expect(loginFailure(new Error('boom')).banner).toBe(MESSAGES.login.other);
  });
});

describe('forgot and reset password errors', () => {
  it('when the network fails, then the connection error shows', () => {
    expect(requestFailure(new ApiError('x', { isNetworkError: true }), 'fallback')).toBe(MESSAGES.connectionError);
  });
  it('when the server explains, then its words show; when it does not, then the screen fallback shows instead of Request failed', () => {
    expect(requestFailure(new ApiError('Reset link expired', { status: 400 }), 'fallback')).toBe('Reset link expired');
    expect(requestFailure(new ApiError(MESSAGES.requestFailed, { status: 500 }), 'fallback')).toBe('fallback');
    expect(requestFailure(new Error('boom'), 'fallback')).toBe('fallback');
  });
});
