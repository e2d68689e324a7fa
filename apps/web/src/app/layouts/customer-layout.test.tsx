import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithSession, signIn } from '../../test/session';
import { routes } from '../router';
import { CustomerLayout } from './customer-layout';
import { frameOf } from './route-frame';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <CustomerLayout />,
        children: [
          { path: '/profile', handle: { frame: { width: '5xl', back: true } }, element: <h1>My Profile</h1> },
          { path: '/booking/quotation', handle: { frame: { width: '2xl' } }, element: <h1>Your Quote</h1> },
          { path: '/dashboard', element: <h1>Your shipments</h1> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  return renderWithSession(<RouterProvider router={router} />);
}

/** The app's route for a path under the signed-in area, as the router declares it. */
function appRoute(path: string, list: RouteObject[] = routes): RouteObject | undefined {
  for (const route of list) {
    if (route.path === path) return route;
    const found = route.children && appRoute(path, route.children);
    if (found) return found;
  }
  return undefined;
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('CustomerLayout (decision 0011: one page frame for the signed-in area)', () => {
  it('when a route asks for a frame with back, then the page sits in that width under Back to Dashboard', () => {
    renderAt('/profile');
    const back = screen.getByRole('link', { name: 'Back to Dashboard' });
    expect(back).toHaveAttribute('href', '/dashboard');
    const frame = screen.getByRole('heading', { name: 'My Profile' }).parentElement;
    expect(frame).toHaveClass('max-w-5xl');
    // Room under the last card for the floating help button.
    expect(frame?.parentElement).toHaveClass('min-h-screen', 'pb-24');
  });

  it('when a framed route does not ask for back, then there is no Back to Dashboard link', () => {
    renderAt('/booking/quotation');
    expect(screen.getByRole('heading', { name: 'Your Quote' }).parentElement).toHaveClass('max-w-2xl');
    expect(screen.queryByRole('link', { name: 'Back to Dashboard' })).not.toBeInTheDocument();
  });

  it('when a route declares no frame, then its screen renders full-bleed, without the shared frame', () => {
    const { container } = renderAt('/dashboard');
    expect(container.firstElementChild).toBe(screen.getByRole('heading', { name: 'Your shipments' }));
    expect(screen.queryByRole('link', { name: 'Back to Dashboard' })).not.toBeInTheDocument();
  });

  it('when an operator opens a customer page, then a bar leads back to the console; a customer sees no such bar (decision 0037)', async () => {
    signIn('operator');
    renderAt('/dashboard');
    expect(await screen.findByRole('link', { name: 'Back to the operations console' })).toHaveAttribute('href', '/ops');
  });

  it('when a customer opens their pages, then no staff bar shows', async () => {
    signIn('customer');
    renderAt('/profile');
    expect(await screen.findByRole('heading', { name: 'My Profile' })).toBeInTheDocument();
    expect(screen.queryByTestId('staff-area-bar')).not.toBeInTheDocument();
  });

  it('when My Bookings or a booking is opened, then it sits in the signed-in frame like the other customer screens (decision 0038)', () => {
    for (const path of ['bookings', 'bookings/:id']) {
      expect(frameOf([appRoute(path) ?? {}]), path).toMatchObject({ width: '6xl' });
    }
  });
});
