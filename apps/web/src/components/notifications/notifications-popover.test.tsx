import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sampleNotifications } from '../../mocks/fixtures/notification';
import { NotificationsPopover } from './notifications-popover';

function Harness({ initial = sampleNotifications() }: { initial?: ReturnType<typeof sampleNotifications> }) {
  const [notifications, setNotifications] = useState(initial);
  return (
    <MemoryRouter>
      <Routes>
        <Route
          path="/"
          element={
            <>
              <NotificationsPopover
                notifications={notifications}
                unreadCount={notifications.filter((n) => !n.read).length}
                onRead={(id) => setNotifications((list) => list.map((n) => (n._id === id ? { ...n, read: true } : n)))}
                onReadAll={() => setNotifications((list) => list.map((n) => ({ ...n, read: true })))}
                onDismiss={(id) => setNotifications((list) => list.filter((n) => n._id !== id))}
              />
              <button type="button">Elsewhere</button>
            </>
          }
        />
        <Route path="/bookings/:id" element={<p>Booking page</p>} />
      </Routes>
    </MemoryRouter>
  );
}

const bell = () => screen.getByRole('button', { name: /^Notifications, \d+ unread$/ });
const panel = () => screen.getByRole('region', { name: 'Notifications' });

describe('notifications popover (the panel, a popover on the bell)', () => {
  it('when the bell is pressed, then the panel opens over the page and focus moves into it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
    await user.click(bell());
    expect(bell()).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toHaveFocus();
    expect(bell()).toHaveAttribute('aria-controls', panel().id);
    // Positioned out of the flow, so nothing below it moves.
    expect(panel().parentElement).toHaveClass('absolute');
  });

  it('when Escape is pressed inside the panel, then it closes and focus returns to the bell', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(bell());
    await user.tab();
    expect(panel()).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    expect(bell()).toHaveFocus();
    expect(bell()).toHaveAttribute('aria-expanded', 'false');
  });

  it('when a notification is read, all are marked read and one is dismissed, then the badge follows and focus stays in the panel', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(bell()).toHaveAccessibleName('Notifications, 0 unread');
    await user.click(screen.getByRole('button', { name: 'Dismiss Booking received' }));
    expect(screen.queryByText('Booking received')).not.toBeInTheDocument();
    expect(panel()).toHaveFocus();
  });

  it('when an unread notification is clicked, then it is marked read and its booking opens', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(bell());
    const link = screen.getByRole('link', { name: /^Shipment picked up, unread\. MX7K2P9QRT4WC was picked up/ });
    expect(link).toHaveAttribute('href', '/bookings/b1000000000000000000000a');
    await user.click(link);
    expect(screen.getByText('Booking page')).toBeInTheDocument();
  });

  it('when a new account has none, then the panel says "No notifications yet" and Mark all read is disabled', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[]} />);
    await user.click(screen.getByRole('button', { name: 'Notifications, 0 unread' }));
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('when the user clicks or tabs somewhere else, then the panel closes', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(bell());
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();

    await user.click(bell());
    act(() => screen.getByRole('button', { name: 'Elsewhere' }).focus());
    expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
  });
});
