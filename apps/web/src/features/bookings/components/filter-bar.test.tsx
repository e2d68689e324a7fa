import { FILTER_RANGE_MESSAGE } from '@meridian/contracts';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { BookingFilters } from '../../../api/bookings';
import { FilterBar } from './filter-bar';

// Holds the filters the way My Bookings does (in its URL), recording every change the bar asks for.
function Harness({ initial, onChange }: { initial: BookingFilters; onChange: (next: BookingFilters) => void }) {
  const [filters, setFilters] = useState(initial);
  return (
    <FilterBar
      filters={filters}
      onChange={(next) => {
        onChange(next);
        setFilters(next);
      }}
    />
  );
}

describe('My Bookings filter bar', () => {
  it('when From Date is after To Date, then the message shows beside the dates and no filter change is asked for', () => {
    const onChange = vi.fn();
    render(<Harness initial={{ page: 1, to: '2026-03-01' }} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2026-03-05' } });

    expect(screen.getByText(FILTER_RANGE_MESSAGE)).toBeInTheDocument();
    for (const label of ['From Date', 'To Date']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(FILTER_RANGE_MESSAGE);
    }
    expect(onChange).not.toHaveBeenCalled();
  });

  it('when the range is put right, then the message goes and the good range is applied', () => {
    const onChange = vi.fn();
    render(<Harness initial={{ page: 1, to: '2026-03-01' }} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2026-03-05' } });
    fireEvent.change(screen.getByLabelText('To Date'), { target: { value: '2026-03-09' } });

    expect(screen.queryByText(FILTER_RANGE_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByLabelText('From Date')).not.toHaveAttribute('aria-invalid');
    expect(onChange).toHaveBeenLastCalledWith({ page: 1, from: '2026-03-05', to: '2026-03-09' });
  });

  it('when Clear is pressed after a bad range, then the dates and the message are cleared', async () => {
    const onChange = vi.fn();
    render(<Harness initial={{ page: 1, status: 'pending', to: '2026-03-01' }} onChange={onChange} />);
    fireEvent.change(screen.getByLabelText('From Date'), { target: { value: '2026-03-05' } });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Clear' }));

    expect(onChange).toHaveBeenLastCalledWith({ page: 1 });
    expect(screen.getByLabelText('From Date')).toHaveValue('');
    expect(screen.getByLabelText('To Date')).toHaveValue('');
    expect(screen.queryByText(FILTER_RANGE_MESSAGE)).not.toBeInTheDocument();
  });

  it('on a phone, then a Filters button shows how many filters are on and opens and closes the bar', async () => {
    render(<Harness initial={{ page: 1, status: 'delivered', from: '2026-01-01' }} onChange={vi.fn()} />);
    const toggle = screen.getByRole('button', { name: /^Filters/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveAccessibleName('Filters (2 active)');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).toContainElement(screen.getByLabelText('Status'));

    await userEvent.setup().click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
  });
});
