import { MILESTONE_STATUS, type DeliveryFailureReason, type HistoryEvent, type Milestone, type UserRole, type VehicleType } from '@meridian/contracts';
import type mongoose from 'mongoose';

// A seeded booking carries the history its moves would have written (who / when / note / location; decision 0019), so the
// console, the driver view and public tracking show real-looking shipments in dev.

export type SeedPerson = { id: mongoose.Types.ObjectId; name: string; role: UserRole; phone?: string };
export type JourneyCast = { customer: SeedPerson; operator: SeedPerson; driver: SeedPerson };
export type JourneyPlaces = { pickup: string; hub: string; dropoff: string };

const HOUR = 3_600_000;
const MINUTE = 60_000;

type Step = { event: HistoryEvent; milestone: Milestone; at: number; by: SeedPerson; note?: string; place?: string; reason?: DeliveryFailureReason };

// The seeded failed attempts (decision 0108), in the order they happen.
const ATTEMPT_REASONS: [DeliveryFailureReason, string][] = [
  ['no-one-home', 'Card left in the mailbox.'],
  ['no-access', 'Gate locked; no answer on the intercom.'],
  ['refused', 'Receiver refused the delivery.'],
];

// The vehicle an operator would pick for each transport mode (it must match the booking's).
const VEHICLES: Record<VehicleType, string> = { truck: 'TRK-204', air: 'AIR-B763-12', sea: 'SEA-MSC-ANNA' };

const FORWARD: Milestone[] = ['booked', 'confirmed', 'assigned', 'picked-up', 'in-transit', 'out-for-delivery', 'delivered'];

function stepsTo(target: Milestone, cast: JourneyCast, places: JourneyPlaces, dates: { createdAt: Date; pickup: string; delivery: string }): Step[] {
  const created = dates.createdAt.getTime();
  const pickupDay = Date.parse(`${dates.pickup}T00:00:00.000Z`);
  const deliveryDay = Date.parse(`${dates.delivery}T00:00:00.000Z`);
  const all: Step[] = [
    { event: 'created', milestone: 'booked', at: created, by: cast.customer },
    { event: 'confirm', milestone: 'confirmed', at: created + 6 * HOUR, by: cast.operator },
    { event: 'assign', milestone: 'assigned', at: created + 8 * HOUR, by: cast.operator },
    { event: 'pickup', milestone: 'picked-up', at: pickupDay + 10 * HOUR, by: cast.driver, place: places.pickup },
    { event: 'location', milestone: 'in-transit', at: pickupDay + 20 * HOUR, by: cast.driver, place: places.hub },
    { event: 'out-for-delivery', milestone: 'out-for-delivery', at: deliveryDay + 8 * HOUR, by: cast.driver },
    { event: 'deliver', milestone: 'delivered', at: deliveryDay + 15 * HOUR, by: cast.driver, place: places.dropoff },
  ];
  if (target === 'cancelled') {
    return [all[0]!, { event: 'cancel', milestone: 'cancelled', at: created + 26 * HOUR, by: cast.customer, note: 'Plans changed; no longer needed.' }];
  }
  if (target === 'returned' || target === 'delivery-attempted') {
    // Decision 0108: out for delivery and a failed attempt on each of the next days; the third returns it.
    const tries = target === 'returned' ? ATTEMPT_REASONS.length : 1;
    const attempts = ATTEMPT_REASONS.slice(0, tries).flatMap(([reason, note], i): Step[] => [
      { event: 'out-for-delivery', milestone: 'out-for-delivery', at: deliveryDay + i * 24 * HOUR + 8 * HOUR, by: cast.driver },
      {
        event: 'delivery-failed',
        milestone: i + 1 === ATTEMPT_REASONS.length ? 'returned' : 'delivery-attempted',
        at: deliveryDay + i * 24 * HOUR + 14 * HOUR,
        by: cast.driver,
        note,
        place: places.dropoff,
        reason,
      },
    ]);
    return [...all.slice(0, FORWARD.indexOf('in-transit') + 1), ...attempts];
  }
  return all.slice(0, FORWARD.indexOf(target) + 1);
}

/** Nothing in the future, nothing out of order: steps are pulled back to a few minutes before now and kept ascending. */
function settle(steps: Step[], now: number): Step[] {
  const out = steps.map((s) => ({ ...s }));
  for (let i = out.length - 1; i >= 0; i -= 1) {
    const latest = i === out.length - 1 ? now - 5 * MINUTE : out[i + 1]!.at - MINUTE;
    out[i]!.at = Math.min(out[i]!.at, latest);
  }
  return out;
}

/** The fields a booking has after the moves up to `target`: status, milestone, history, assignment, location, proof. */
export function journeyFields(
  target: Milestone,
  input: { vehicleType: VehicleType; receiverName: string; createdAt: Date; pickup: string; delivery: string },
  cast: JourneyCast,
  places: JourneyPlaces,
  now = Date.now(),
) {
  const steps = settle(stepsTo(target, cast, places, { createdAt: input.createdAt, pickup: input.pickup, delivery: input.delivery }), now);
  const statusHistory = steps.map((s) => ({
    status: MILESTONE_STATUS[s.milestone],
    at: new Date(s.at),
    by: s.by.id,
    event: s.event,
    milestone: s.milestone,
    byName: s.by.name,
    byRole: s.by.role,
    ...(s.note ? { note: s.note } : {}),
    ...(s.place ? { location: { place: s.place } } : {}),
  }));
  const assigned = steps.find((s) => s.event === 'assign');
  const located = [...steps].reverse().find((s) => s.place);
  const delivered = steps.find((s) => s.event === 'deliver');
  const last = steps.at(-1)!;
  return {
    status: MILESTONE_STATUS[target],
    milestone: target,
    version: steps.length - 1,
    statusHistory,
    createdAt: new Date(steps[0]!.at),
    updatedAt: new Date(last.at),
    ...(assigned && target !== 'cancelled'
      ? {
          assignment: {
            driverId: cast.driver.id,
            driverName: cast.driver.name,
            driverPhone: cast.driver.phone ?? '',
            vehicleId: VEHICLES[input.vehicleType],
            vehicleType: input.vehicleType,
            assignedAt: new Date(assigned.at),
          },
        }
      : {}),
    ...(located ? { currentLocation: { place: located.place!, at: new Date(located.at) } } : {}),
    ...(steps.some((s) => s.reason)
      ? {
          deliveryAttempts: steps
            .filter((s) => s.reason)
            .map((s) => ({ at: new Date(s.at), reason: s.reason!, note: s.note, place: s.place, by: s.by.id, byName: s.by.name })),
        }
      : {}),
    ...(delivered ? { proofOfDelivery: { receiverName: input.receiverName, deliveredAt: new Date(delivered.at), place: places.dropoff } } : {}),
  };
}
