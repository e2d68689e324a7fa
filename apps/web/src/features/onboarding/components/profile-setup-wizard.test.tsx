import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { emptySetup, SETUP_DRAFT_KEY } from '../lib/setup-draft';
import { ProfileSetupWizard } from './profile-setup-wizard';

function renderWizard() {
  return render(
    <MemoryRouter initialEntries={['/onboarding/profile-setup']}>
      <Routes>
        <Route path="/onboarding/profile-setup" element={<ProfileSetupWizard />} />
        <Route path="/onboarding/kyc-pending" element={<p>under review</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const heading = (name: string) => screen.getByRole('heading', { name });

describe('profile setup wizard (spec 2, spec 5: all fields required except website)', () => {
  it('when Next is pressed on an empty step, then every required field says why, the first is focused, and the step stays', async () => {
    renderWizard();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a business type')).toBeInTheDocument();
    expect(screen.getByText('Registration number is required')).toBeInTheDocument();
    expect(screen.getByText('Tax ID is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Company name/)).toHaveFocus();
    expect(heading('Company Information')).toBeInTheDocument();
  });

  it('when a step is complete, then Next moves on, and a reload brings back the step and the answers', async () => {
    const user = userEvent.setup();
    const { unmount } = renderWizard();
    await user.type(screen.getByLabelText(/Company name/), 'Acme Freight');
    await user.selectOptions(screen.getByLabelText(/Business type/), 'llc');
    await user.type(screen.getByLabelText(/Registration number/), 'REG-1');
    await user.type(screen.getByLabelText(/Tax ID/), 'TAX-1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading('Business Address')).toBeInTheDocument();

    unmount();
    renderWizard();
    expect(heading('Business Address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText(/Company name/)).toHaveValue('Acme Freight');
    expect(screen.getByLabelText(/Business type/)).toHaveValue('llc');
  });

  it('when the contact step has no website, then it passes; a malformed website is refused', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(SETUP_DRAFT_KEY, JSON.stringify({ step: 2, values: emptySetup }));
    renderWizard();
    await user.type(screen.getByLabelText(/Contact person/), 'Ada Obi');
    await user.type(screen.getByLabelText(/Phone number/), '+1 555 010 0100');
    await user.type(screen.getByLabelText(/Business email/), 'ada@acme.example');
    await user.type(screen.getByLabelText(/Website/), 'acme');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Enter a full web address (https://...)')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/Website/));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading('Documentation')).toBeInTheDocument();
  });

  it('when documents are missing, then Submit for Review asks for all four; with all four it goes to review and forgets the draft', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(SETUP_DRAFT_KEY, JSON.stringify({ step: 3, values: emptySetup }));
    renderWizard();
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload all four required documents');

    for (const input of document.querySelectorAll<HTMLInputElement>('input[type="file"]')) {
      await user.upload(input, new File(['%PDF'], `${input.id}.pdf`, { type: 'application/pdf' }));
    }
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findByText('under review')).toBeInTheDocument();
    expect(sessionStorage.getItem(SETUP_DRAFT_KEY)).toBeNull();
  });

  it('when a stored draft points past the last step, then the wizard opens at the last step', () => {
    sessionStorage.setItem(SETUP_DRAFT_KEY, JSON.stringify({ step: 9, values: emptySetup }));
    renderWizard();
    expect(heading('Documentation')).toBeInTheDocument();
  });
});
