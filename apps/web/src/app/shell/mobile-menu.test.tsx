import type { SessionUser } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MobileMenu } from './mobile-menu';

const user = { _id: 'user-1', firstName: 'Amara', lastName: 'Nwosu', email: 'amara@example.com' } as SessionUser;
let paths: string[];

// The tiles are a lazy chunk; loading it once up front keeps a busy machine's module loading out of the assertions.
beforeAll(async () => {
  await import('./menu-tiles');
});

beforeEach(() => {
  paths = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      paths.push(input);
      const counts = { total: 9, pending: 2, confirmed: 1, 'in-transit': 2, delivered: 3, cancelled: 1 };
      return new Response(JSON.stringify({ error: false, message: 'OK', data: { records: [], pagination: { currentPage: 1, totalPages: 9, totalRecords: 9, limit: 1 }, counts } }), { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

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
    expect(await screen.findByText('5', {}, { timeout: 5_000 })).toBeInTheDocument();
    const tiles = screen.getByTestId('mobile-menu-tiles');
    expect(within(tiles).getByText('Active Shipments').previousElementSibling).toHaveTextContent('5');
    expect(within(tiles).getByText('Delivered').previousElementSibling).toHaveTextContent('3');
    expect(paths).toEqual(['/api/v1/bookings/?limit=1&page=1']);
    expect(screen.queryByText('12')).not.toBeInTheDocument();
  });

  it('when a visitor opens the menu, then there are no figures and nothing is fetched', () => {
    renderMenu(null);
    expect(screen.queryByTestId('mobile-menu-tiles')).not.toBeInTheDocument();
    expect(screen.getByText('No credit card required')).toBeInTheDocument();
    expect(paths).toEqual([]);
  });
});

describe('the signed-in entries of the mobile menu', () => {
  const links = () => within(screen.getByRole('navigation', { name: 'Mobile' })).getAllByRole('link').map((a) => a.textContent);

  it('when an operator opens the menu on the public site, then it offers their console and none of the customer menu or figures', () => {
    renderMenu({ ...user, role: 'operator' });
    expect(links()).toEqual(expect.arrayContaining(['Operations console', 'Track Shipment']));
    for (const customerEntry of ['Dashboard', 'My Bookings', 'New Shipment', 'Reports']) expect(links()).not.toContain(customerEntry);
    expect(screen.queryByTestId('mobile-menu-tiles')).not.toBeInTheDocument();
    expect(paths).toEqual([]);
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
