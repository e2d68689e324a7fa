import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepIndicator } from './step-indicator';

const steps = ['Transport', 'Customer', 'Pickup', 'Drop-off', 'Cargo', 'Review'].map((title) => ({ key: title, title }));

describe('StepIndicator', () => {
  it('marks the current step among the pills (shown from 640 px)', () => {
    render(<StepIndicator steps={steps} current={2} label="Booking steps" />);
    const pills = screen.getByRole('list', { name: 'Booking steps' });
    expect(pills).toHaveClass('hidden', 'sm:grid');
    expect(screen.getByText('3. Pickup')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('2. Customer')).not.toHaveAttribute('aria-current');
  });

  it('on phones says "Step 3 of 6 - Pickup" over a progress bar at 3 of 6 (decision 0012)', () => {
    render(<StepIndicator steps={steps} current={2} label="Booking steps" />);
    expect(screen.getByText('Step 3 of 6 - Pickup').parentElement).toHaveClass('sm:hidden');
    const bar = screen.getByRole('progressbar', { name: 'Booking steps' });
    expect(bar).toHaveAttribute('aria-valuenow', '3');
    expect(bar).toHaveAttribute('aria-valuemin', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '6');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 3 of 6 - Pickup');
    expect(bar.firstElementChild).toHaveStyle({ width: '50%' });
  });
});
