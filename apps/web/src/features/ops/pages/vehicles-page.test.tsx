import { VEHICLE_EXISTS } from '@meridian/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { api, db, recordRequests, refused, renderWithSession, server, signIn } from '../../../test/session';
import { VEHICLES } from '../testing/ops-test-kit';
import { VehiclesPage } from './vehicles-page';

function renderPage() {
  renderWithSession(
    <MemoryRouter>
      <VehiclesPage />
    </MemoryRouter>,
  );
}

function seedFleet() {
  signIn('operator');
  db.vehicles = [...VEHICLES];
}

describe('vehicles screen', () => {
  it('when the fleet loads, then each vehicle shows its type, capacity and whether it is refrigerated', async () => {
    seedFleet();
    renderPage();
    const list = await screen.findByRole('list', { name: 'Vehicles' });
    const first = within(list).getAllByRole('listitem')[0]!;
    expect(first).toHaveTextContent('TRK-101');
    expect(first).toHaveTextContent('Road Truck');
    expect(first).toHaveTextContent('12,000 kg');
    expect(first).toHaveTextContent('Refrigerated');
    expect(within(list).getAllByText('Not refrigerated')).toHaveLength(2);
  });

  it('when a vehicle is added, then its record is sent with a number capacity and a boolean refrigerated', async () => {
    seedFleet();
    const calls = recordRequests();
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Fleet number/), 'trk-105');
    await user.type(screen.getByLabelText(/^Capacity/), '7500');
    await user.click(screen.getByLabelText('Refrigerated'));
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ id: 'TRK-105', type: 'truck', refrigerated: true, capacityKg: 7500 }));
    expect(await screen.findByText('TRK-105 added.')).toBeInTheDocument();
  });

  it('when the capacity is missing, then the field says so and nothing is sent', async () => {
    seedFleet();
    const calls = recordRequests();
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Fleet number/), 'TRK-9');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    expect(await screen.findByText('Capacity must be a number')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('when the id is taken, then the server’s words show above the form', async () => {
    seedFleet();
    server.use(http.post(api('/ops/vehicles'), () => refused(409, VEHICLE_EXISTS)));
    renderPage();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Fleet number/), 'TRK-101');
    await user.type(screen.getByLabelText(/^Capacity/), '100');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    expect(await screen.findByText(VEHICLE_EXISTS)).toBeInTheDocument();
  });

  it('when a vehicle is retired after confirming, then the retire call names it', async () => {
    seedFleet();
    const calls = recordRequests();
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retire VAN-07' }));
    await user.click(screen.getByRole('button', { name: 'Retire vehicle' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.path).toBe('/ops/vehicles/VAN-07/retire'));
  });
});
