import { VERIFICATION_ERROR_CODES, VERIFICATION_MESSAGES } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EmailVerificationBanner } from '../../../components/account/email-verification-banner';
import { AuthProvider } from '../../../lib/session';
import { NEW_ACCOUNT_KEY } from '../../../lib/storage-keys';
import { api, ok, recordRequests, refused, server, signIn, type ApiCall } from '../../../test/session';
import { VerifyOtpPage } from './verify-otp-page';

const ada = {
  _id: '665f1c2b9a1e4c3d2b1a0f9e',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.test',
  address: '12 St James Square',
  companyName: 'Engines Ltd',
  verified: false,
  emailVerified: false,
  createdAt: '2026-11-23T09:00:00.000Z',
  updatedAt: '2026-11-23T09:00:00.000Z',
};

/** Ada, signed in and not yet verified; `answers` replace what the mock API says to the verify calls. */
function signInAda(answers: { verify?: () => Response; resend?: () => Response } = {}) {
  const user = signIn('customer', ada);
  server.use(
    ...(answers.verify ? [http.post(api('/auth/verify-email'), answers.verify)] : []),
    ...(answers.resend ? [http.post(api('/auth/verify-email/resend'), answers.resend)] : []),
  );
  return { user, calls: recordRequests() };
}

const sentTo = (calls: ApiCall[], path: string) => calls.filter((call) => call.path === path);

function Welcome() {
  return <p>{(useLocation().state as { welcome?: string } | null)?.welcome}</p>;
}

function renderVerify() {
  return render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <AuthProvider>
        <MemoryRouter initialEntries={['/auth/verify-otp']}>
          <Routes>
            <Route path="/auth/verify-otp" element={<VerifyOtpPage />} />
            <Route
              path="/dashboard"
              element={
                <>
                  <p>dashboard screen</p>
                  <Welcome />
                  <EmailVerificationBanner />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </AuthProvider>
    </QueryClientProvider>,
  );
}

async function typeCode(code: string) {
  const boxes = await screen.findAllByRole('textbox');
  const u = userEvent.setup();
  await u.click(boxes[0]!);
  await u.keyboard(code);
}

afterEach(() => {
  vi.useRealTimers();
});

// A busy CI machine renders the six boxes and the route change slowly.
describe('VerifyOtpPage', () => {
  it('when the right code is entered, then the API verifies it and the dashboard shows without the banner', async () => {
    const { calls } = signInAda();
    renderVerify();
    expect(await screen.findByText('Enter the 6-digit code we sent to ada@example.test.')).toBeInTheDocument();
    await typeCode('042917');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('dashboard screen')).toBeInTheDocument();
    expect(screen.queryByText('Verify your email address')).not.toBeInTheDocument();
    expect(sentTo(calls, '/auth/verify-email')[0]?.body).toEqual({ code: '042917' });
  });

  it('when the fifth wrong code locks the code, then a new one is offered at once, before the countdown ends (decision 0044)', async () => {
    const { calls } = signInAda({ verify: () => refused(429, VERIFICATION_MESSAGES.locked, { code: VERIFICATION_ERROR_CODES.locked }) });
    renderVerify();
    await typeCode('111111');
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(VERIFICATION_MESSAGES.locked)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Verify' })).toBeDisabled();
    expect(screen.getByText(/Code expires in|This code can no longer be used/)).toHaveTextContent('This code can no longer be used');
    await u.click(screen.getByRole('button', { name: 'Send me a new code' }));
    expect(await screen.findByText('We sent a new code. Check your inbox.')).toBeInTheDocument();
    expect(sentTo(calls, '/auth/verify-email/resend')).not.toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Verify' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Send me a new code' })).not.toBeInTheDocument();
  });

  it('when the API refuses the code, then its message shows and the page stays', async () => {
    signInAda({ verify: () => refused(400, 'That code is not right. Check the email and try again.') });
    renderVerify();
    await typeCode('111111');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('That code is not right. Check the email and try again.')).toBeInTheDocument();
    expect(screen.queryByText('dashboard screen')).not.toBeInTheDocument();
  });

  it('when fewer than six digits are entered, then nothing is sent', async () => {
    const { calls } = signInAda();
    renderVerify();
    await typeCode('123');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Enter the 6-digit code')).toBeInTheDocument();
    expect(sentTo(calls, '/auth/verify-email')).toHaveLength(0);
  });

  it('when the 300 s countdown reaches 0, then Resend is enabled and asks the API for a new code', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    const { calls } = signInAda({ resend: () => ok(null, 'sent') });
    renderVerify();
    const resend = await screen.findByRole('button', { name: 'Resend code' });
    expect(resend).toBeDisabled();
    // The count follows the clock, which moves on while a busy machine renders.
    expect(screen.getByText(/^Code expires in (5:00|4:5\d)$/)).toBeInTheDocument();
    for (let i = 0; i < 300; i += 1) {
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
    }
    expect(screen.getByText('Code expired')).toBeInTheDocument();
    expect(resend).toBeEnabled();
    fireEvent.click(resend);
    expect(await screen.findByText('We sent a new code. Check your inbox.')).toBeInTheDocument();
    expect(screen.getByText(/^Code expires in (5:00|4:5\d)$/)).toBeInTheDocument();
    expect(sentTo(calls, '/auth/verify-email/resend')).not.toHaveLength(0);
  });

  it('when the person leaves the page and comes back a minute later, then the countdown goes on from where it was instead of starting again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    signInAda();
    const first = renderVerify();
    expect(await screen.findByText(/^Code expires in (5:00|4:5\d)$/)).toBeInTheDocument();
    first.unmount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(60_000);
    });
    renderVerify();
    expect(await screen.findByText(/^Code expires in (4:00|3:5\d)$/)).toBeInTheDocument();
  });

  it('when a new account verifies, then it is still greeted as new (Welcome, not Welcome back)', async () => {
    const { user } = signInAda();
    localStorage.setItem(NEW_ACCOUNT_KEY, user._id);
    renderVerify();
    await typeCode('042917');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('dashboard screen')).toBeInTheDocument();
    expect(localStorage.getItem(NEW_ACCOUNT_KEY)).toBe(user._id);
  });

  it('when the account was made by invitation, then verifying lands on the dashboard saying which organization they joined (decision 0086)', async () => {
    const { user } = signInAda();
    server.use(http.post(api('/auth/verify-email'), () => ok({ user: { ...user, emailVerified: true }, joined: { id: 'org-9', name: 'Nordic Cold AS', role: 'booker' } })));
    renderVerify();
    await typeCode('042917');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Thank you, Ada! Your email address is verified. You joined Nordic Cold AS.')).toBeInTheDocument();
  });
});
