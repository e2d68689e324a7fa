import { FILTER_RANGE_MESSAGE } from '@meridian/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ok, recordRequests, refused, renderWithSession, server, signIn, type ApiCall } from '../../../test/session';
import { makePlacedBooking } from '../../../mocks/fixtures/placed-booking';
import { makeOpsBooking, makeQueue } from '../testing/ops-test-kit';
import { QueuePage } from './queue-page';

function ShowUrl() {
  const location = useLocation();
  return <output data-testid="url">{`${location.pathname}${location.search}`}</output>;
}

function renderQueue(url = '/ops') {
  renderWithSession(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route
          path="/ops"
          element={
            <>
              <QueuePage searchDelayMs={0} />
              <ShowUrl />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

const queueCalls = (calls: ApiCall[]) => calls.filter((call) => call.path.startsWith('/ops/bookings?')).map((call) => new URLSearchParams(call.path.split('?')[1]));

/**
 * An operator signed in, whose queue answers `records` with makeQueue's counts (a busier day than the page shows: 7
 * in all), so the tabs' numbers are the API's, not a count of the page.
 */
function queueOf(records: ReturnType<typeof makeOpsBooking>[]) {
  signIn('operator');
  server.use(http.get(api('/ops/bookings'), () => ok(makeQueue(records))));
  return recordRequests();
}

describe('operator queue', () => {
  it('when a booking runs between places without states (Rotterdam NL -> Hamburg DE), then its route names the countries, never "undefined" (decision 0096)', async () => {
    const booking = makeOpsBooking(makePlacedBooking({ trackingNumber: 'MX4F7K2P9QZ8T' }));
    queueOf([booking]);
    renderQueue();
    const card = (await screen.findByRole('link', { name: 'MX-4F7K2-P9QZ8T' })).closest('li') as HTMLElement;
    expect(within(card).getByText('Rotterdam, NL → Hamburg, DE')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('undefined');
  });

  it('when the queue loads, then each booking shows its tracking number, customer, route, pickup date, step and driver', async () => {
    const booking = makeOpsBooking({ trackingNumber: 'MX4F7K2P9QZ8T', milestone: 'booked' });
    queueOf([booking]);
    renderQueue();

    const link = await screen.findByRole('link', { name: 'MX-4F7K2-P9QZ8T' });
    expect(link).toHaveAttribute('href', `/ops/bookings/${booking._id}`);
    const card = link.closest('li') as HTMLElement;
    expect(within(card).getByText('#f7a8b9c0')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Amara Nwosu' })).toHaveAttribute('href', '/ops?customer=64b7f0c2a1b2c3d4e5f60718');
    expect(within(card).getByText('Baltimore, MD → Boston, MA')).toBeInTheDocument();
    expect(within(card).getByText('Dec 1, 2099')).toBeInTheDocument();
    expect(within(card).getByText('Booked')).toBeInTheDocument();
    expect(within(card).getByText('Unassigned')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Pending\s*3/ })).toBeInTheDocument();
  });

  it('when nothing is filtered, then the first request asks for the open work (To do), page 1, soonest pickup first', async () => {
    const calls = queueOf([]);
    renderQueue();
    expect(await screen.findByRole('heading', { name: 'No bookings found' })).toBeInTheDocument();
    expect(Object.fromEntries(queueCalls(calls)[0]!)).toEqual({ page: '1', sort: 'pickup', status: 'open' });
    // makeQueue's counts: 3 pending + 2 confirmed + 1 in transit still to do.
    expect(screen.getByRole('button', { name: /To do\s*6/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('when the All tab is chosen, then the request carries no status and the URL says status=all', async () => {
    const calls = queueOf([makeOpsBooking()]);
    renderQueue();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /^All\s*7/ }));
    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/ops?status=all'));
    await waitFor(() => expect(Object.fromEntries(queueCalls(calls).at(-1)!)).toEqual({ page: '1', sort: 'pickup' }));
  });

  it('when From is after To, then the message shows and no request carries that range (checked before any request)', async () => {
    const calls = queueOf([makeOpsBooking()]);
    renderQueue('/ops?to=2026-12-01');
    await screen.findByRole('link', { name: 'MX-4F7K2-P9QZ8T' });
    fireEvent.change(screen.getByLabelText('Pickup from'), { target: { value: '2026-12-05' } });

    expect(screen.getByText(FILTER_RANGE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByLabelText('Pickup from')).toHaveAccessibleDescription(FILTER_RANGE_MESSAGE);
    expect(queueCalls(calls).some((params) => params.get('from') === '2026-12-05')).toBe(false);
    expect(screen.getByTestId('url')).toHaveTextContent('/ops?to=2026-12-01');
  });

  it('when the range is put right, then it is requested and kept in the URL', async () => {
    const calls = queueOf([makeOpsBooking()]);
    renderQueue('/ops?to=2026-12-01');
    await screen.findByRole('link', { name: 'MX-4F7K2-P9QZ8T' });
    fireEvent.change(screen.getByLabelText('Pickup from'), { target: { value: '2026-11-20' } });

    await waitFor(() => expect(queueCalls(calls).some((params) => params.get('from') === '2026-11-20' && params.get('to') === '2026-12-01')).toBe(true));
    expect(screen.getByTestId('url')).toHaveTextContent('/ops?from=2026-11-20&to=2026-12-01');
  });

  it('when a status tab, the vehicle type, the sort and a search are chosen, then the request and the URL carry them', async () => {
    const calls = queueOf([makeOpsBooking()]);
    renderQueue();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /Confirmed\s*2/ }));
    await user.selectOptions(screen.getByLabelText('Vehicle type'), 'air');
    await user.selectOptions(screen.getByLabelText('Sort'), '-created');
    await user.type(screen.getByLabelText('Search'), 'Boston');

    await waitFor(() => expect(screen.getByTestId('url')).toHaveTextContent('/ops?status=confirmed&vehicleType=air&q=Boston&sort=-created'));
    await waitFor(() => expect(Object.fromEntries(queueCalls(calls).at(-1)!)).toEqual({ page: '1', sort: '-created', status: 'confirmed', vehicleType: 'air', q: 'Boston' }));
    expect(screen.getByRole('button', { name: /Confirmed\s*2/ })).toHaveAttribute('aria-pressed', 'true');
  });

  it('when the queue comes from a customer link, then it is filtered by that customer, named, and the filter can be removed', async () => {
    const calls = queueOf([makeOpsBooking()]);
    renderQueue('/ops?customer=64b7f0c2a1b2c3d4e5f60718');
    expect(await screen.findByText('Customer: Amara Nwosu')).toBeInTheDocument();
    expect(queueCalls(calls)[0]!.get('customer')).toBe('64b7f0c2a1b2c3d4e5f60718');

    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove the customer filter' }));
    expect(screen.getByTestId('url')).toHaveTextContent(/^\/ops$/);
  });

  it('when the queue cannot be loaded, then the server message shows with Try again', async () => {
    signIn('operator');
    server.use(http.get(api('/ops/bookings'), () => refused(403, 'Operators only')));
    renderQueue();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Operators only');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
