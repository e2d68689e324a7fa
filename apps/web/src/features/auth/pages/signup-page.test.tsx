import { MESSAGES } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AuthProvider } from '../../../lib/session';
import { db } from '../../../test/session';
import { SignupPage } from './signup-page';

describe('SignupPage', () => {
  it('when the account is created, then the message says where it goes next (the e-mailed code), not the dashboard, and goes there', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <MemoryRouter initialEntries={['/auth/signup']}>
            <Routes>
              <Route path="/auth/signup" element={<SignupPage />} />
              <Route path="/auth/verify-otp" element={<p>code screen</p>} />
            </Routes>
          </MemoryRouter>
        </AuthProvider>
      </QueryClientProvider>,
    );
    const u = userEvent.setup();
    await u.type(screen.getByLabelText(/First name/), 'Amara');
    await u.type(screen.getByLabelText(/Last name/), 'Nwosu');
    await u.type(screen.getByLabelText(/^Email/), 'amara@example.com');
    await u.type(screen.getByLabelText(/Phone number/), '+15550100200');
    await u.type(screen.getByLabelText(/Company name/), 'Nwosu Fresh Foods');
    await u.type(screen.getByLabelText(/^Address/), '12 Wharf Road');
    await u.type(screen.getByLabelText(/^Password/), 'Str0ng!Passw0rd');
    await u.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByText(MESSAGES.signup.success)).toBeInTheDocument();
    expect(MESSAGES.signup.success).not.toMatch(/dashboard/i);
    expect(await screen.findByText('code screen')).toBeInTheDocument();
    expect(db.accounts.map((account) => [account.user.email, account.user.emailVerified])).toEqual([['amara@example.com', false]]);
  });
});
