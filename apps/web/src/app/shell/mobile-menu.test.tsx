import type { SessionUser } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeBooking } from '../../mocks/fixtures/booking';
import { makeSessionUser } from '../../mocks/fixtures/user';
import { db, recordRequests, signIn, type ApiCall } from '../../test/session';
import { MobileMenu } from './mobile-menu';

const user = makeSessionUser('customer', { _id: 'user-1', firstName: 'Amara', lastName: 'Nwosu', email: 'amara@example.com' });
let calls: ApiCall[];
const paths = () => calls.map((call) => `${call.method} ${call.path}`);

// The tiles are a lazy chunk; loading it once up front keeps a busy machine's module loading out of the assertions.
beforeAll(async () => {
  await import('./menu-tiles');
});

// Nine bookings of the customer: 2 pending, 1 confirmed, 2 in transit (5 active), 3 delivered, 1 cancelled.
beforeEach(() => {
  signIn('customer', user);
  const statuses = ['pending', 'pending', 'confirmed', 'in-transit', 'in-transit', 'delivered', 'delivered', 'delivered', 'cancelled'] as const;
  db.bookings = statuses.map((status, i) => makeBooking({ _id: `665f1c2ab0c4d5e6f7a8b9${String(i).padStart(2, '0')}`, status, createdBy: user._id }));
  calls = recordRequests();
});

function renderMenu(signedIn: SessionUser | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MobileMenu user={signedIn} onClose={() => undefined} onLogout={() => undefined} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('mobile menu tiles (with real figures)', () => {
  it('when a customer is signed in, then the tiles show their active and delivered counts from one list call', async () => {
    renderMenu(user);
    // The tiles load with the open menu; a dash shows until then.
    expect(within(screen.getByTestId('mobile-menu-tiles')).getAllByText('–')).toHaveLength(2);
    expect(await screen.findByText('5')).toBeInTheDocument();
    const tiles = screen.getByTestId('mobile-menu-tiles');
    expect(within(tiles).getByText('Active Shipments').previousElementSibling).toHaveTextContent('5');
    expect(within(tiles).getByText('Delivered').previousElementSibling).toHaveTextContent('3');
    expect(paths()).toEqual(['GET /bookings/?limit=1&page=1']);
    expect(screen.queryByText('12')).not.toBeInTheDocument();
  });

  it('when a visitor opens the menu, then there are no figures and nothing is fetched', () => {
    renderMenu(null);
    expect(screen.queryByTestId('mobile-menu-tiles')).not.toBeInTheDocument();
    expect(screen.getByText('No credit card required')).toBeInTheDocument();
    expect(paths()).toEqual([]);
  });
});

describe('the signed-in entries of the mobile menu', () => {
  const links = () => within(screen.getByRole('navigation', { name: 'Mobile' })).getAllByRole('link').map((a) => a.textContent);

  it('when an operator opens the menu on the public site, then it offers their console and none of the customer menu or figures', () => {
    renderMenu({ ...user, role: 'operator' });
    expect(links()).toEqual(expect.arrayContaining(['Operations console', 'Track Shipment']));
    for (const customerEntry of ['Dashboard', 'My Bookings', 'New Shipment', 'Reports']) expect(links()).not.toContain(customerEntry);
    expect(screen.queryByTestId('mobile-menu-tiles')).not.toBeInTheDocument();
    expect(paths()).toEqual([]);
  });

  it('when a driver opens the menu, then it leads to their jobs', () => {
    renderMenu({ ...user, role: 'driver' });
    expect(screen.getByRole('link', { name: 'My jobs' })).toHaveAttribute('href', '/driver');
    expect(links()).not.toContain('Dashboard');
  });

  it('when a viewer opens the menu, then New Shipment is not offered but their bookings are', () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <MobileMenu user={{ ...user, role: 'customer' }} mayBook={false} onClose={() => undefined} onLogout={() => undefined} />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(links()).toEqual(expect.arrayContaining(['Dashboard', 'My Bookings']));
    expect(links()).not.toContain('New Shipment');
  });
});
