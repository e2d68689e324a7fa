import { todayCalendarDate } from '@meridian/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api, refused, server } from '../../../test/session';
import { createMemoryOutboxStorage } from '../outbox/outbox-storage';
import { assignDriverJobs, connection, makeBooking, renderDriver } from '../testing/driver-test-kit';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const today = todayCalendarDate();
const todayJob = makeBooking({
  _id: 'job-today',
  trackingNumber: 'MX4F7K2P9QZ8T',
  status: 'confirmed',
  milestone: 'assigned',
  estimatedPickupDate: today,
  isFragile: true,
  isPerishable: true,
  tempControlCelsius: 4,
});
const onBoard = makeBooking({ _id: 'job-on-board', trackingNumber: 'MXAAAAABBBBBC', status: 'in-transit', milestone: 'picked-up', estimatedPickupDate: '2099-01-01' });
const upcoming = makeBooking({ _id: 'job-later', trackingNumber: 'MXCCCCCDDDDDE', status: 'confirmed', milestone: 'assigned', estimatedPickupDate: '2099-12-01' });

// Whole screens with the session check and the outbox: generous on a busy machine, never timed.
describe('driver jobs list', () => {
  it('when the driver has jobs, then today’s and upcoming ones are grouped, each with its addresses, contact, cargo and flags', async () => {
    connection();
    assignDriverJobs(todayJob, onBoard, upcoming);
    renderDriver('/driver');

    const todayGroup = await screen.findByRole('region', { name: /Today/ });
    const cards = within(todayGroup).getAllByTestId('driver-job-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'MX-4F7K2-P9QZ8T' })).toHaveAttribute('href', '/driver/jobs/job-today');
    expect(first.getByText('Driver assigned')).toBeInTheDocument();
    expect(first.getByText('1 Dock Street')).toBeInTheDocument();
    expect(first.getByText('Baltimore, MD')).toBeInTheDocument();
    expect(first.getByText('9 Market Road')).toBeInTheDocument();
    expect(first.getByText('Boston, MA')).toBeInTheDocument();
    // Before pickup the driver calls the pickup person.
    expect(first.getByRole('link', { name: /Pickup contact: Pia Pickup/ })).toHaveAttribute('href', 'tel:+15550100300');
    expect(first.getByText('Food')).toBeInTheDocument();
    expect(first.getByText('120.5 kg')).toBeInTheDocument();
    expect(first.getByText('4')).toBeInTheDocument();
    expect(first.getByText('Fragile')).toBeInTheDocument();
    expect(first.getByText('Keep at 4 °C')).toBeInTheDocument();
    // After pickup, the receiver.
    expect(within(cards[1]!).getByRole('link', { name: /Receiver: Rex Receiver/ })).toHaveAttribute('href', 'tel:+15550100400');

    const upcomingGroup = screen.getByRole('region', { name: /Upcoming/ });
    expect(within(upcomingGroup).getByRole('link', { name: 'MX-CCCCC-DDDDDE' })).toBeInTheDocument();
  });

  it('when a job crosses a border, then its card names the destination country in full and counts the pieces (decision 0096)', async () => {
    connection();
    assignDriverJobs(
      makeBooking({
        _id: 'job-abroad',
        trackingNumber: 'MX4F7K2P9QZ8T',
        status: 'confirmed',
        milestone: 'assigned',
        estimatedPickupDate: today,
        pickupLocation: { address: 'Waalhaven Oostzijde 1', city: 'Rotterdam', postalCode: '3087 BM', country: 'NL' },
        dropoffLocation: { address: 'Am Sandtorkai 50', city: 'Hamburg', postalCode: '20457', country: 'DE' },
        cargoLines: [{ type: 'pallet', count: 3, weightKg: 100 }],
        cargoWeightKg: 300,
        quantity: 3,
      }),
    );
    renderDriver('/driver');

    const card = within((await screen.findAllByTestId('driver-job-card'))[0]!);
    expect(card.getByTestId('dropoff-country')).toHaveTextContent('Germany');
    expect(card.getByTestId('pickup-country')).toHaveTextContent('Netherlands');
    expect(card.getByText('Hamburg')).toBeInTheDocument();
    expect(card.getByText('Pieces').nextElementSibling).toHaveTextContent('3');
  });

  it('when a job is tapped, then its screen opens', async () => {
    connection();
    assignDriverJobs(todayJob);
    renderDriver('/driver');
    await userEvent.click(await screen.findByRole('link', { name: 'MX-4F7K2-P9QZ8T' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'MX-4F7K2-P9QZ8T' })).toBeInTheDocument();
  });

  it('when the driver has no jobs, then the list says so', async () => {
    connection();
    assignDriverJobs();
    renderDriver('/driver');
    expect(await screen.findByText(/No jobs assigned to you/)).toBeInTheDocument();
  });

  it('when the jobs cannot be loaded, then the server’s message shows with Try again', async () => {
    connection();
    assignDriverJobs(todayJob);
    server.use(http.get(api('/driver/jobs'), () => refused(500, 'Something went wrong', { message: 'Refused' })));
    renderDriver('/driver');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your jobs.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('when updates wait from before a reload, then the banner lists them, the card counts them and shows the job as they leave it', async () => {
    const phone = connection();
    phone.setOnline(false);
    const storage = createMemoryOutboxStorage({
      queue: [
        { key: 'k1', userId: 'driver-1', bookingId: 'job-today', trackingNumber: 'MX4F7K2P9QZ8T', queuedAt: '2026-11-23T09:00:00.000Z', event: { type: 'pickup', version: 3 } },
        { key: 'k2', userId: 'driver-1', bookingId: 'job-today', trackingNumber: 'MX4F7K2P9QZ8T', queuedAt: '2026-11-23T09:05:00.000Z', event: { type: 'reading', celsius: 5 } },
      ],
      attention: [],
      positions: [],
      routes: [],
    });
    assignDriverJobs(todayJob);
    // The list was cached before the connection went: offline, the query waits, so it is given here.
    const { client } = renderDriver('/driver', storage);
    client.setQueryData(['driver', 'jobs'], { records: [todayJob] });

    const banner = await screen.findByRole('region', { name: '2 updates waiting to be sent' });
    expect(within(banner).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Picked up · MX-4F7K2-P9QZ8T',
      'Temperature reading 5 °C · MX-4F7K2-P9QZ8T',
    ]);
    const card = await screen.findByTestId('driver-job-card');
    expect(card).toHaveTextContent('2 updates waiting to be sent');
    expect(within(card).getByText('Picked up')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '2 updates waiting to be sent' })).toBeInTheDocument();
  });

  it('when the driver logs out with updates waiting, then they are asked first, and the updates stay on the phone', async () => {
    connection().setOnline(false);
    const storage = createMemoryOutboxStorage({
      queue: [{ key: 'k1', userId: 'driver-1', bookingId: 'job-today', trackingNumber: 'MX4F7K2P9QZ8T', queuedAt: '2026-11-23T09:00:00.000Z', event: { type: 'pickup', version: 3 } }],
      attention: [],
      positions: [],
      routes: [],
    });
    assignDriverJobs(todayJob);
    renderDriver('/driver', storage);
    expect(screen.getByText('Driver · Diego Ramos')).toBeInTheDocument();
    await screen.findByRole('region', { name: '1 update waiting to be sent' });

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    const dialog = await screen.findByRole('dialog', { name: 'Updates are still waiting' });
    await user.click(within(dialog).getByRole('button', { name: 'Log out anyway' }));
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    await waitFor(async () => expect((await storage.read()).queue).toHaveLength(1));
  });
});
