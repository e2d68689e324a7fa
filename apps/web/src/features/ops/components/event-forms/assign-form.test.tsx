import { NOT_A_DRIVER_MESSAGE, VEHICLE_MISMATCH_MESSAGE } from '@meridian/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DRIVERS, makeOpsBooking, ok, renderWithSession, stubApi } from '../../testing/ops-test-kit';
import { AssignForm, assignSchemaFor } from './assign-form';

function renderAssign(booking = makeOpsBooking({ milestone: 'confirmed', status: 'confirmed', vehicleType: 'truck', version: 4 })) {
  const onSubmit = vi.fn();
  stubApi('operator', (call) => (call.path === '/ops/drivers' ? ok({ records: DRIVERS }) : ok(null)));
  renderWithSession(<AssignForm booking={booking} pending={false} onSubmit={onSubmit} onCancel={vi.fn()} />);
  return onSubmit;
}

afterEach(() => vi.unstubAllGlobals());

describe('assign form', () => {
  it('when it opens, then the vehicle type is preset to the booking mode and the drivers come from /ops/drivers', async () => {
    renderAssign();
    expect(screen.getByLabelText(/Vehicle type/)).toHaveValue('truck');
    expect(await screen.findByRole('option', { name: 'Diego Ramos' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Driver/)).toHaveValue('');
    expect(screen.getByRole('option', { name: 'Priya Shah' })).toBeInTheDocument();
  });

  it('when the vehicle type does not match the booking mode, then the message shows beside the field and nothing is sent', async () => {
    const onSubmit = renderAssign();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/^Driver/), DRIVERS[0]!._id);
    await user.type(screen.getByLabelText(/^Vehicle\b(?! type)/), 'TRK-101');
    await user.selectOptions(screen.getByLabelText(/Vehicle type/), 'air');

    expect(screen.getByLabelText(/Vehicle type/)).toHaveAccessibleDescription(VEHICLE_MISMATCH_MESSAGE);
    await user.click(screen.getByRole('button', { name: 'Assign driver' }));
    await waitFor(() => expect(screen.getByLabelText(/Vehicle type/)).toHaveAttribute('aria-invalid', 'true'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when no driver is chosen, then the form asks for one of the drivers', async () => {
    const onSubmit = renderAssign();
    const user = userEvent.setup();
    await screen.findByRole('option', { name: 'Diego Ramos' });
    await user.type(screen.getByLabelText(/^Vehicle\b(?! type)/), 'TRK-101');
    await user.click(screen.getByRole('button', { name: 'Assign driver' }));

    expect(await screen.findByText(NOT_A_DRIVER_MESSAGE)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('when a driver, a vehicle and the matching type are given, then the assign event is submitted with the version', async () => {
    const onSubmit = renderAssign();
    const user = userEvent.setup();
    await user.selectOptions(await screen.findByLabelText(/^Driver/), DRIVERS[0]!._id);
    await user.type(screen.getByLabelText(/^Vehicle\b(?! type)/), 'TRK-101');
    await user.click(screen.getByRole('button', { name: 'Assign driver' }));

    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ type: 'assign', version: 4, driverId: DRIVERS[0]!._id, vehicle: { id: 'TRK-101', type: 'truck' } });
  });

  it('when a driver is already assigned, then the form opens on that driver and vehicle (reassigning)', async () => {
    renderAssign(
      makeOpsBooking({
        milestone: 'assigned',
        status: 'confirmed',
        assignment: { driverId: DRIVERS[1]!._id, driverName: 'Priya Shah', driverPhone: '', vehicleId: 'TRK-202', vehicleType: 'truck', assignedAt: '2026-11-21T08:00:00.000Z' },
      }),
    );
    expect(await screen.findByLabelText(/^Driver/)).toHaveValue(DRIVERS[1]!._id);
    expect(screen.getByLabelText(/^Vehicle\b(?! type)/)).toHaveValue('TRK-202');
  });

  it('when the schema checks an air booking, then only an air vehicle passes', () => {
    const schema = assignSchemaFor('air');
    const body = { type: 'assign', version: 1, driverId: DRIVERS[0]!._id, vehicle: { id: 'AF-22', type: 'air' } };
    expect(schema.safeParse(body).success).toBe(true);
    const wrong = schema.safeParse({ ...body, vehicle: { id: 'AF-22', type: 'sea' } });
    expect(wrong.error?.issues).toEqual([expect.objectContaining({ path: ['vehicle', 'type'], message: VEHICLE_MISMATCH_MESSAGE })]);
  });
});
