import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, refused, server } from '../../../test/session';
import { ContactForm } from './contact-form';

const HIGHLIGHTED = 'Please check the highlighted fields and try again.';

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <ContactForm />
    </QueryClientProvider>,
  );
}

describe('contact page form (decision 0014)', () => {
  it('when shown, then name, e-mail, subject and message carry a required marker and phone and company do not', () => {
    renderForm();
    for (const label of ['Name', 'E-mail', 'Subject', 'Message']) {
      expect(screen.getByText(label, { selector: 'label' })).toHaveTextContent(/\*$/);
      expect(screen.getByLabelText(new RegExp(`^${label}`))).toHaveAttribute('aria-required', 'true');
    }
    for (const label of ['Phone', 'Company']) {
      expect(screen.getByLabelText(new RegExp(`^${label}`))).not.toHaveAttribute('aria-required');
    }
  });

  it('when the API refuses fields the browser let through, then each error is shown beside its field and the first is focused', async () => {
    server.use(
      http.post(api('/contact'), () =>
        refused(400, HIGHLIGHTED, {
          message: 'Bad Request',
          fields: { phone: 'Must be at most 30 characters', subject: 'Subject must be at most 200 characters' },
        }),
      ),
    );
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Name/), 'Kemi Adebayo');
    await user.type(screen.getByLabelText(/^E-mail/), 'kemi@example.com');
    await user.type(screen.getByLabelText(/^Phone/), '+234 800 000 0000');
    await user.type(screen.getByLabelText(/^Subject/), 'Cold-chain quote');
    await user.type(screen.getByLabelText(/^Message/), 'Forty cartons a week.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(HIGHLIGHTED);
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Phone/)).toHaveAccessibleDescription('Must be at most 30 characters');
    expect(screen.getByLabelText(/^Subject/)).toHaveAccessibleDescription('Subject must be at most 200 characters');
    expect(screen.getByLabelText(/^Phone/)).toHaveFocus();
    expect(screen.getByLabelText(/^Name/)).not.toHaveAttribute('aria-invalid');
  });
});
