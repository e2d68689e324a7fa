import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export type { Page };

export interface SignedUpUser {
  token: string;
  user: { _id: string; firstName: string; lastName: string; email: string; companyName: string };
  password: string;
}

/** Creates a real account through the API and returns its token and session user. */
export async function signUp(request: APIRequestContext, overrides: Partial<Record<string, string>> = {}): Promise<SignedUpUser> {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const password = 'Str0ng!Passw0rd';
  const payload = {
    email: `e2e-${unique}@example.com`,
    firstName: 'Amara',
    lastName: 'Nwosu',
    phoneNumber: '+15550100200',
    address: '12 Wharf Road, Baltimore, MD',
    companyName: 'Nwosu Fresh Foods',
    password,
    ...overrides,
  };
  const response = await request.post('/api/v1/auth/sign-up', { data: payload });
  expect(response.status(), await response.text()).toBeLessThan(300);
  const body = (await response.json()) as { data: { token: string; user: SignedUpUser['user'] } };
  return { token: body.data.token, user: body.data.user, password };
}

/** Puts a session into localStorage before any page script runs. */
export async function useSession(page: Page, session: Pick<SignedUpUser, 'token' | 'user'>) {
  await page.addInitScript(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: session.token, user: session.user },
  );
}

/**
 * Hands the page's clock to the test: timers stand still until `page.clock.runFor(ms)` moves them, so the
 * intervals (carousels 4 s and 5 s, tagline 3 s) are checked exactly on a busy machine.
 * Call before the first `goto`.
 */
export async function freezeClock(page: Page) {
  await page.clock.install({ time: new Date('2026-11-23T09:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-23T09:00:01Z'));
}

// A prerendered public page (decision 0053) shows before the app has taken it over; a click in that moment would do
// nothing, so a full page load in a journey waits until the app marks itself ready.
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    const goto = page.goto.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (javaScriptEnabled !== false && (await page.locator('#root[data-prerendered]').count())) await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
      return response;
    };
    await provide(page);
  },
});

export { expect };
