import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Alert } from './alert';

describe('Alert', () => {
  it('when it reports an error, then assistive technology announces it at once with its title and action', () => {
    render(
      <Alert tone="error" title="Error Loading Booking" action={<button type="button">Retry</button>}>
        Failed to fetch booking details
      </Alert>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Booking');
    expect(alert).toHaveTextContent('Failed to fetch booking details');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('when it reports a success, then it is a polite status, not an alert', () => {
    render(<Alert tone="success">Saved</Alert>);
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
