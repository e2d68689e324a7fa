import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { DRAFT_KEY, isStepValid, emptyValues } from '../lib/wizard';
import { BookingWizard } from './booking-wizard';

function renderWizard() {
  const client = new QueryClient();
  return render(
    <QueryClientProvider client={client}>
      <BookingWizard onCreated={() => {}} />
    </QueryClientProvider>,
  );
}

describe('booking wizard step gating (spec 4)', () => {
  beforeEach(() => sessionStorage.clear());

  it('when no transport mode is chosen, then Next is disabled and there is no Back', () => {
    renderWizard();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('when a mode is chosen, then Next enables and leads to the customer step with Back', async () => {
    renderWizard();
    fireEvent.click(screen.getByLabelText('Road Truck'));
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next).toBeEnabled();
    fireEvent.click(next);
    expect(screen.getByText(/Step 2 of 6: Customer/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('when the customer e-mail is malformed, then Next stays disabled and the field says Invalid email format', async () => {
    const user = userEvent.setup();
    renderWizard();
    fireEvent.click(screen.getByLabelText('Road Truck'));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(/Full name or business/), 'Acme');
    await user.type(screen.getByLabelText(/Contact phone/), '+1 555 0100');
    await user.selectOptions(screen.getByLabelText(/Customer type/), 'Business');
    await user.type(screen.getByLabelText(/^Email/), 'not-an-email');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByText('Invalid email format')).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Email/));
    await user.type(screen.getByLabelText(/^Email/), 'ops@acme.com');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('when the page reloads mid-way, then the step and answers come back from the draft', () => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify({ step: 1, idempotencyKey: 'key-12345678', values: { ...emptyValues, vehicleType: 'air', fullNameOrBusiness: 'Kept Ltd' } }));
    renderWizard();
    expect(screen.getByText(/Step 2 of 6: Customer/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name or business/)).toHaveValue('Kept Ltd');
  });

  it('when cargo weight is 0 or quantity below 1, then the cargo step is invalid; perishable needs a temperature', () => {
    const cargo = {
      ...emptyValues,
      goodsType: 'Food' as const,
      cargoWeightKg: 0.1,
      quantity: 1,
      estimatedPickupDate: '2026-12-01',
      estimatedDeliveryDate: '2026-12-03',
    };
    expect(isStepValid(4, cargo)).toBe(true);
    expect(isStepValid(4, { ...cargo, cargoWeightKg: 0 })).toBe(false);
    expect(isStepValid(4, { ...cargo, quantity: 0 })).toBe(false);
    expect(isStepValid(4, { ...cargo, estimatedDeliveryDate: '' })).toBe(false);
    expect(isStepValid(4, { ...cargo, isPerishable: true, tempControlCelsius: Number.NaN })).toBe(false);
    expect(isStepValid(4, { ...cargo, isPerishable: false, tempControlCelsius: Number.NaN })).toBe(true);
  });
});
