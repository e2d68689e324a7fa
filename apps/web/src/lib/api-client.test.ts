import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiClient, errorMessageFrom } from './api-client';

function stubFetch(status: number, body: unknown) {
  const fetchMock = vi.fn().mockResolvedValue(
    new Response(body === undefined ? '' : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
  );
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('apiClient', () => {
  it('when a token is stored, then it sends it as a Bearer header with a JSON content type under /api/v1', async () => {
    localStorage.setItem('token', 'abc');
    const fetchMock = stubFetch(200, { error: false, message: 'ok', data: { user: { _id: '1' } } });
    const result = await apiClient.get<{ data: { user: { _id: string } } }>('/user/');
    expect(result.data.user._id).toBe('1');
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/v1/user/');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json', Authorization: 'Bearer abc' });
  });

  it('when no token is stored, then no Authorization header is sent', async () => {
    const fetchMock = stubFetch(200, { error: false, message: 'ok', data: null });
    await apiClient.get('/user/');
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.headers).not.toHaveProperty('Authorization');
  });

  it('when posting with extra headers, then the body is JSON and the headers are added', async () => {
    const fetchMock = stubFetch(201, { error: false, message: 'created', data: {} });
    await apiClient.post('/bookings/', { a: 1 }, { headers: { 'Idempotency-Key': 'k1' } });
    const [, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    expect(init.headers).toMatchObject({ 'Idempotency-Key': 'k1' });
  });

  it('when the server answers an error with msg, then ApiError carries status, msg and body', async () => {
    const body = { error: true, message: 'Conflict', msg: 'Email already exists' };
    stubFetch(409, body);
    const error = await apiClient.post('/auth/sign-up', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, message: 'Email already exists', body, isNetworkError: false });
  });

  it('when the error body lists fields, then ApiError exposes them', async () => {
    stubFetch(400, { error: true, message: 'Validation failed', msg: 'Name is required', fields: { name: 'Name is required' } });
    const error = (await apiClient.post('/contact', {}).catch((e: unknown) => e)) as ApiError;
    expect(error.fields).toEqual({ name: 'Name is required' });
  });

  it('when the error body has only message, then that message is used', async () => {
    stubFetch(400, { error: true, message: 'Bad input' });
    await expect(apiClient.patch('/bookings/1', {})).rejects.toMatchObject({ message: 'Bad input', status: 400 });
  });

  it('when the error body is empty or not JSON, then the message is Request failed', async () => {
    stubFetch(500, undefined);
    await expect(apiClient.get('/x')).rejects.toMatchObject({ message: 'Request failed', status: 500 });
  });

  it('when an ok response carries error: true, then it still throws', async () => {
    stubFetch(200, { error: true, message: 'Failed to fetch bookings' });
    await expect(apiClient.get('/bookings/')).rejects.toMatchObject({ message: 'Failed to fetch bookings' });
  });

  it('when the network fails, then ApiError has isNetworkError', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(apiClient.get('/user/')).rejects.toMatchObject({ isNetworkError: true, status: 0 });
  });
});

describe('errorMessageFrom', () => {
  it('prefers msg, then message, then Request failed', () => {
    expect(errorMessageFrom({ msg: 'a', message: 'b' })).toBe('a');
    expect(errorMessageFrom({ message: 'b' })).toBe('b');
    expect(errorMessageFrom({ msg: '' })).toBe('Request failed');
    expect(errorMessageFrom('oops')).toBe('Request failed');
  });
});

describe('messageOr', () => {
  it('when the server sent its own words, then they are shown; otherwise the screen fallback', async () => {
    const { messageOr } = await import('./api-client');
    expect(messageOr(new ApiError('Booking not found', { status: 404 }), 'Failed to fetch booking details')).toBe('Booking not found');
    expect(messageOr(new ApiError('Request failed', { status: 500 }), 'Failed to fetch booking details')).toBe('Failed to fetch booking details');
    expect(messageOr(new ApiError('Network request failed', { isNetworkError: true }), 'Failed to fetch bookings')).toBe('Failed to fetch bookings');
    expect(messageOr(new TypeError('boom'), 'Failed to update booking')).toBe('Failed to update booking');
  });
});
