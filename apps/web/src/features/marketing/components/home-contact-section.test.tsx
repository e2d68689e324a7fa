import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, recordRequests, refused, server } from '../../../test/session';
import { HomeContactSection } from './home-contact-section';

const HIGHLIGHTED = 'Please check the highlighted fields and try again.';

/** The contact endpoint refuses the next message with these field errors; later ones go through. */
function refuseOnce(fields: Record<string, string>) {
  server.use(http.post(api('/contact'), () => refused(400, HIGHLIGHTED, { message: 'Bad Request', fields }), { once: true }));
}

function renderSection() {
  render(
    <MemoryRouter>
      <HomeContactSection />
    </MemoryRouter>,
  );
  return screen.getByRole('form', { name: 'Partnership enquiry' });
}

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
    refuseOnce({ name: 'Name is required', email: 'Email is required', message: 'Message is required' });
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
    refuseOnce({ email: 'Invalid email format' });
    const calls = recordRequests();
    const form = renderSection();
    const user = userEvent.setup();
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findByText('Invalid email format')).toBeInTheDocument();

    await user.type(within(form).getByLabelText(/^E-mail/), 'bola@example.com');
    await user.click(within(form).getByRole('button', { name: 'Send Message' }));
    expect(await within(form).findByText(/within 24 hours/)).toBeInTheDocument();
    expect(within(form).queryByText('Invalid email format')).not.toBeInTheDocument();
    expect(within(form).getByLabelText(/^E-mail/)).not.toHaveAttribute('aria-invalid');
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /contact', 'POST /contact']);
  });
});
