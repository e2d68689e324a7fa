import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeContactSection } from './home-contact-section';

const HIGHLIGHTED = 'Please check the highlighted fields and try again.';

function answer(status: number, body: unknown) {
  return vi.fn().mockResolvedValue(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }));
}

function renderSection() {
  render(
    <MemoryRouter>
      <HomeContactSection />
    </MemoryRouter>,
  );
  return screen.getByRole('form', { name: 'Partnership enquiry' });
}

afterEach(() => vi.unstubAllGlobals());

describe('home page contact section (decision 0014)', () => {
  it('when shown, then exactly the fields the contact contract requires carry a required marker', () => {
    const form = renderSection();
    // The section's name, e-mail and message become the contract's required name, email and message; the
    // subject is composed from the service type, so the service and the phone stay optional.
    for (const label of ['First name', 'E-mail', 'Message']) {
      expect(within(form).getByText(label, { selector: 'label' })).toHaveTextContent(/\*$/);
      expect(within(form).getByLabelText(new RegExp(`^${label}`))).toHaveAttribute('aria-required', 'true');
    }
    for (const label of ['Last name', 'Phone', 'Service type']) {
      expect(within(form).getByText(label, { selector: 'label' })).not.toHaveTextContent(/\*/);
      expect(within(form).getByLabelText(new RegExp(`^${label}`))).not.toHaveAttribute('aria-required');
    }
  });

  it('when sent empty and the API answers 400 with field errors, then each error is shown beside its field', async () => {
    vi.stubGlobal(
      'fetch',
      answer(400, {
        error: true,
        message: 'Bad Request',
        msg: HIGHLIGHTED,
        fields: { name: 'Name is required', email: 'Email is required', message: 'Message is required' },
      }),
    );
    const form = renderSection();
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Send Message' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(HIGHLIGHTED);
    for (const [label, message] of [
      ['First name', 'Name is required'],
      ['E-mail', 'Email is required'],
      ['Message', 'Message is required'],
    ] as const) {
      const field = within(form).getByLabelText(new RegExp(`^${label}`));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(message);
    }
    expect(within(form).getByLabelText(/^Phone/)).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByLabelText(/^First name/)).toHaveFocus();
  });

  it('when a field is corrected and sent again, then its old error is gone', async () => {
    const fetchMock = answer(400, { error: true, message: 'Bad Request', msg: HIGHLIGHTED, fields: { email: 'Invalid email format' } });
    vi.stubGlobal('fetch', fetchMock);
    const form = renderSection();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findByText('Invalid email format')).toBeInTheDocument();

    fetchMock.mockResolvedValue(new Response(JSON.stringify({ error: false, message: 'Created', data: { id: 'x' } }), { status: 201 }));
    await user.type(within(form).getByLabelText(/^E-mail/), 'bola@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findByText(/within 24 hours/)).toBeInTheDocument();
    expect(within(form).queryByText('Invalid email format')).not.toBeInTheDocument();
    expect(within(form).getByLabelText(/^E-mail/)).not.toHaveAttribute('aria-invalid');
  });
});
