import { NOT_A_DRIVER_MESSAGE, VEHICLE_NOT_REFRIGERATED, vehicleListSchema, vehicleTooSmall, type Vehicle } from '@meridian/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from 'msw';
import { api, db, ok, recordRequests, renderWithSession, server, signIn } from '../../../../test/session';
import { DRIVERS, makeOpsBooking, VEHICLES } from '../../testing/ops-test-kit';
import { AssignForm, assignSchemaFor } from './assign-form';

function renderAssign(booking = makeOpsBooking({ milestone: 'confirmed', status: 'confirmed', vehicleType: 'truck', version: 4 }), fleet: Vehicle[] = VEHICLES) {
  const onSubmit = vi.fn();
  signIn('operator');
  db.vehicles = vehicleListSchema.parse({ records: fleet }).records;
  server.use(http.get(api('/ops/drivers'), () => ok({ date: '2099-12-01', records: DRIVERS })));
  const calls = recordRequests();
  renderWithSession(<AssignForm booking={booking} pending={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
  return { onSubmit, calls };
}

const vehicleSelect = () => screen.findByLabelText(/^Vehicle/);

afterEach(() => vi.unstubAllGlobals());

describe('assign form', () => {
  it('when a vehicle is on the road or booked on the pickup day, then its option and a note under the list say so; a free one says nothing', async () => {
    const busy = [{ ...VEHICLES[0]!, jobs: { onTheRoad: 1, thatDay: 2 } }, { ...VEHICLES[1]!, jobs: { onTheRoad: 0, thatDay: 0 } }, { ...VEHICLES[2]!, jobs: { onTheRoad: 0, thatDay: 1 } }];
    const booking = makeOpsBooking({ milestone: 'confirmed', status: 'confirmed', vehicleType: 'truck', version: 4 });
    const { calls } = renderAssign(booking, busy);
    const user = userEvent.setup();
    const options = within(await vehicleSelect()).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([
      'Choose a vehicle',
      'TRK-101 · refrigerated · 12,000 kg · on the road with 1 shipment; 2 other jobs that day',
      'TRK-102 · not refrigerated · 3,500 kg',
      'VAN-07 · not refrigerated · 900 kg · 1 other job that day',
    ]);
    expect(calls.find((call) => call.path.startsWith('/ops/vehicles'))?.path).toBe(`/ops/vehicles?state=active&date=${booking.estimatedPickupDate.slice(0, 10)}`);
    await user.selectOptions(await vehicleSelect(), 'TRK-101');
    expect(screen.getByTestId('vehicle-jobs-note')).toHaveTextContent(/^TRK-101: on the road with 1 shipment; 2 other jobs that day \(.+, the pickup day\)\.$/);
    await user.selectOptions(await vehicleSelect(), 'TRK-102');
    expect(screen.queryByTestId('vehicle-jobs-note')).not.toBeInTheDocument();
  });

  it('when reassigning, then the booking itself is not counted as another job of the vehicle it already has', async () => {
    const booking = makeOpsBooking({
      milestone: 'assigned',
      status: 'confirmed',
      vehicleType: 'truck',
      assignment: { driverId: DRIVERS[1]!._id, driverName: 'Priya Shah', driverPhone: '', vehicleId: 'TRK-102', vehicleType: 'truck', assignedAt: '2026-11-21T08:00:00.000Z' },
    });
    renderAssign(booking, [VEHICLES[0]!, { ...VEHICLES[1]!, jobs: { onTheRoad: 0, thatDay: 1 } }]);
    await waitFor(async () => expect(await vehicleSelect()).toHaveValue('TRK-102'));
    expect(within(await vehicleSelect()).getByRole('option', { name: 'TRK-102 · not refrigerated · 3,500 kg' })).toBeInTheDocument();
    expect(screen.queryByTestId('vehicle-jobs-note')).not.toBeInTheDocument();
  });

  it('when it opens, then the drivers come with their jobs on the booking’s pickup day, and only vehicles of its mode are offered', async () => {
    const { calls } = renderAssign();
    expect(await screen.findByRole('option', { name: 'Diego Ramos (2 jobs that day)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Priya Shah (free that day)' })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/ops/drivers?date=2099-12-01');
    const options = within(await vehicleSelect()).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Choose a vehicle', 'TRK-101 · refrigerated · 12,000 kg', 'TRK-102 · not refrigerated · 3,500 kg', 'VAN-07 · not refrigerated · 900 kg']);
  });

  it('when the booking is perishable, then vehicles that are not refrigerated are offered disabled, saying why', async () => {
    renderAssign(makeOpsBooking({ milestone: 'confirmed', status: 'confirmed', vehicleType: 'truck', isPerishable: true, tempControlCelsius: 4 }));
    expect(await screen.findByRole('option', { name: 'TRK-102 · not refrigerated · 3,500 kg (not refrigerated)' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'TRK-101 · refrigerated · 12,000 kg' })).toBeEnabled();
  });

  it('when the cargo is heavier than a vehicle carries, then that vehicle is offered disabled as too small', async () => {
    renderAssign(makeOpsBooking({ milestone: 'confirmed', status: 'confirmed', vehicleType: 'truck', cargoWeightKg: 2000 }));
    expect(await screen.findByRole('option', { name: 'VAN-07 · not refrigerated · 900 kg (too small)' })).toBeDisabled();
  });

  it('when no driver is chosen, then the form asks for one of the drivers', async () => {
    const { onSubmit } = renderAssign();
    const user = userEvent.setup();
    await screen.findByRole('option', { name: /Diego Ramos/ });
    await user.selectOptions(await vehicleSelect(), 'TRK-101');
    await user.click(screen.getByRole('button', { name: 'Assign driver' }));
    expect(await screen.findByText(NOT_A_DRIVER_MESSAGE)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when a driver and a vehicle that can carry it are chosen, then the assign event is submitted with the vehicle id and the version', async () => {
    const { onSubmit } = renderAssign();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/^Driver/), DRIVERS[0]!._id);
    await user.selectOptions(await vehicleSelect(), 'TRK-101');
    await user.click(screen.getByRole('button', { name: 'Assign driver' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ type: 'assign', version: 4, driverId: DRIVERS[0]!._id, vehicleId: 'TRK-101' });
  });

  it('when a driver is already assigned, then the form opens on that driver and vehicle (reassigning)', async () => {
    renderAssign(
      makeOpsBooking({
        milestone: 'assigned',
        status: 'confirmed',
        assignment: { driverId: DRIVERS[1]!._id, driverName: 'Priya Shah', driverPhone: '', vehicleId: 'TRK-102', vehicleType: 'truck', assignedAt: '2026-11-21T08:00:00.000Z' },
      }),
    );
    expect(await screen.findByLabelText(/^Driver/)).toHaveValue(DRIVERS[1]!._id);
    await waitFor(async () => expect(await vehicleSelect()).toHaveValue('TRK-102'));
  });

  it('when the schema checks a choice, then the fleet rule speaks in the API’s words', () => {
    const body = { type: 'assign', version: 1, driverId: DRIVERS[0]!._id };
    const cold = assignSchemaFor({ vehicleType: 'truck', isPerishable: true, cargoWeightKg: 100 }, VEHICLES);
    expect(cold.safeParse({ ...body, vehicleId: 'TRK-101' }).success).toBe(true);
    expect(cold.safeParse({ ...body, vehicleId: 'TRK-102' }).error?.issues).toEqual([expect.objectContaining({ path: ['vehicleId'], message: VEHICLE_NOT_REFRIGERATED })]);
    const heavy = assignSchemaFor({ vehicleType: 'truck', isPerishable: false, cargoWeightKg: 1000 }, VEHICLES);
    expect(heavy.safeParse({ ...body, vehicleId: 'VAN-07' }).error?.issues[0]?.message).toBe(vehicleTooSmall(900, 1000));
  });
});
