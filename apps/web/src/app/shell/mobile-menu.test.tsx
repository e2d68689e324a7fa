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

describe('mobile menu tiles (spec 2, with real figures)', () => {
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
