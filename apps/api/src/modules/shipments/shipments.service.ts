// Shipments: the moves operators and drivers make on a booking (POST /bookings/{id}/events), one call per move,
// each checked against the lifecycle in the contracts and written in one guarded update.
import {
  canRoleSendEvent,
  hasInvoiceTerms,
  needsUnpaidReason,
  UNPAID_REASON_FIELD,
  UNPAID_REASON_REQUIRED,
  illegalEventMessage,
  isStaffRole,
  MILESTONE_STATUS,
  milestoneForStatus,
  NOT_A_DRIVER_MESSAGE,
  nextMilestone,
  SHIPMENT_EVENT_LABELS,
  VEHICLE_UNKNOWN,
  vehicleRefusal,
  type Booking,
  type BookingStatus,
  type EventPlace,
  type Excursion,
  type TemperatureBand,
  type Milestone,
  type ShipmentEvent,
  type ShipmentState,
  type UserRole,
  type VehicleType,
  STALE_BOOKING_MESSAGE,
} from '@meridian/contracts';
import type { Actor } from '../../lib/auth';
import type { EventBus } from '../../lib/domain-events';
import { AppError, badRequest, conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { runIdempotent, type Attempt } from '../../lib/idempotency';
import {
  announceMove,
  BOOKING_NOT_FOUND,
  findBookingById,
  findBookingMovedBy,
  pendingMoveFor,
  recordFailedAttempt,
  recordMove,
  toBooking,
  type BookingRecord,
  type PendingMove,
} from '../bookings/bookings.service';
import { attemptOfMove, proofOfMove } from './move-proof.service';
import { findUserById } from '../users/users.service';
import { findVehicle } from '../vehicles/vehicles.service';

const MOVE_IN_FLIGHT = 'This request is still being saved. Try again in a moment.';
export const CUSTOMERS_CANNOT_MOVE = 'Only operators and drivers can move a shipment.';
const READINGS_UNAVAILABLE = 'Temperature readings are not available yet.';
export const roleCannotSend = (type: ShipmentEvent['type']) => `Drivers cannot send "${SHIPMENT_EVENT_LABELS[type]}"; ask an operator.`;
const moveRecorded = (type: ShipmentEvent['type']) => `${SHIPMENT_EVENT_LABELS[type]} recorded`;

/** The one Actor, with the name the booking's history shows for the move. */
export type MoveActor = Actor & { name: string };

// ---- Readings belong to the cold-chain module; the composition hands its recorder in, so this module never imports it.

type ReadingInput = { celsius: number; at?: string; note?: string };
type ReadingHandler = (booking: Booking, actor: MoveActor, reading: ReadingInput) => Promise<unknown>;
/** What the proof of delivery states about the cold chain (decision 0041); the composition hands the cold chain's in. */
export type ColdChainStatement = { band: TemperatureBand; timeInBandPercent: number | null; excursions: Excursion[] };
export type ColdChainStatementProvider = (bookingId: string) => Promise<ColdChainStatement | null>;
/** What a move needs besides its input: the bus its reactions hear it on, and the cold chain's reading recorder. */
export type ShipmentDeps = { events: EventBus; recordReading?: ReadingHandler; coldChainStatement?: ColdChainStatementProvider };

// ---- Who may move what ------------------------------------------------------------------------------------------

export function assertMayMoveShipments(role: UserRole): void {
  if (!isStaffRole(role) && role !== 'driver') throw forbidden(CUSTOMERS_CANNOT_MOVE);
}

/** The booking an actor may move: any for staff; for a driver only a job assigned to them (else 404, like a missing one). */
async function loadMovable(id: string, actor: MoveActor): Promise<BookingRecord> {
  assertMayMoveShipments(actor.role);
  const booking = await findBookingById(id);
  if (!booking) throw notFound(BOOKING_NOT_FOUND);
  if (actor.role === 'driver' && String(booking.assignment?.driverId ?? '') !== actor.id) throw notFound(BOOKING_NOT_FOUND);
  return booking;
}

function stateOf(booking: BookingRecord): ShipmentState {
  const status = booking.status as BookingStatus;
  return {
    status,
    milestone: (booking.milestone as Milestone | undefined) ?? milestoneForStatus(status),
    hasDriver: Boolean(booking.assignment?.driverId),
    failedAttempts: booking.deliveryAttempts?.length ?? 0,
  };
}

// ---- The moves --------------------------------------------------------------------------------------------------

type Move = Exclude<ShipmentEvent, { type: 'reading' }>;
type MoveAnswer = { status: number; message: string; data: unknown };
export type Replayable = MoveAnswer & { replayed: boolean };
/** `announce`: the move written, and the announcement its write recorded (decision 0069). */
type Outcome = { answer: MoveAnswer; announce?: { booking: Booking; pending: PendingMove } };

const placeOf = (move: Move): EventPlace | undefined => ('location' in move ? move.location : undefined);

async function assignmentFor(move: Extract<Move, { type: 'assign' }>, booking: BookingRecord, at: Date) {
  const driver = await findUserById(move.driverId);
  if (driver?.role !== 'driver') throw badRequest(NOT_A_DRIVER_MESSAGE, { driverId: NOT_A_DRIVER_MESSAGE });
  // Decision 0047: the vehicle is a fleet record that must be able to carry this cargo (mode, cold, weight); 422,
  // since the request is well formed and only the choice is wrong.
  const vehicle = await findVehicle(move.vehicleId);
  if (!vehicle) throw unprocessable(VEHICLE_UNKNOWN, { vehicleId: VEHICLE_UNKNOWN });
  const refusal = vehicleRefusal(vehicle, {
    vehicleType: booking.vehicleType as VehicleType,
    isPerishable: Boolean(booking.isPerishable),
    cargoWeightKg: booking.cargoWeightKg,
  });
  if (refusal) throw unprocessable(refusal, { vehicleId: refusal });
  return {
    driverId: driver._id,
    driverName: `${driver.firstName} ${driver.lastName}`.trim(),
    driverPhone: driver.phoneNumber,
    vehicleId: vehicle._id,
    vehicleType: vehicle.type,
    assignedAt: at,
  };
}

/**
 * Decision 0083: payment before dispatch. An unpaid booking of a customer without invoice terms is confirmed only with
 * the operator's reason, which the history keeps; the reason given for a booking that needs none is kept as well.
 */
async function unpaidReasonFor(move: Extract<Move, { type: 'confirm' }>, booking: BookingRecord): Promise<string | undefined> {
  if (move.unpaidReason) return move.unpaidReason;
  const customer = await findUserById(String(booking.createdBy));
  const paymentStatus = (booking.paymentStatus as Booking['paymentStatus'] | undefined) ?? 'unpaid';
  if (needsUnpaidReason(paymentStatus, hasInvoiceTerms(customer, booking.customerType))) {
    throw badRequest(UNPAID_REASON_REQUIRED, { [UNPAID_REASON_FIELD]: UNPAID_REASON_REQUIRED });
  }
  return undefined;
}

async function applyMove(booking: BookingRecord, state: ShipmentState, move: Move, actor: MoveActor, attempt?: Attempt): Promise<Outcome> {
  if (booking.version !== move.version) throw conflict(STALE_BOOKING_MESSAGE);
  const milestone = nextMilestone(state, move.type);
  if (!milestone) throw conflict(illegalEventMessage(state, move.type));

  const at = new Date();
  const id = String(booking._id);
  const status = MILESTONE_STATUS[milestone];
  const place = placeOf(move);
  // A cancellation's reason is what its history entry tells.
  const note = move.type === 'cancel' ? move.reason : move.note;
  const set: Record<string, unknown> = { status, milestone };
  if (place) set.currentLocation = { place: place.place, at, ...(place.coordinates ? { coordinates: place.coordinates } : {}) };
  if (move.type === 'assign') set.assignment = await assignmentFor(move, booking, at);
  const unpaidReason = move.type === 'confirm' ? await unpaidReasonFor(move, booking) : undefined;

  // Decision 0100: signatures at both ends, reservations and each piece's scan; files stored before the write names them.
  const files = move.type === 'pickup' || move.type === 'deliver' ? await proofOfMove(booking, move, actor, at, place) : undefined;
  if (files) Object.assign(set, files.set);
  // Decision 0108: a failed attempt is appended in the move's own write, its photo a proof file like the delivery's.
  const failed = move.type === 'delivery-failed' ? await attemptOfMove(booking, move, actor, at, place) : undefined;
  const discard = async () => {
    await Promise.all([files?.discard(), failed?.discard()]);
  };

  const entry = {
    status,
    at,
    by: actor.id,
    event: move.type,
    milestone,
    byName: actor.name,
    byRole: actor.role,
    ...(note ? { note } : {}),
    ...(unpaidReason ? { unpaidReason } : {}),
    ...(place ? { location: place } : {}),
    ...(attempt ? { attempt: attempt.id } : {}),
  };
  // Decision 0069: the announcement is written with the move, so a process that dies before the reactions have run
  // leaves it for the move sweep.
  const pending = pendingMoveFor(booking, { type: move.type, actorId: actor.id, note, previousStatus: booking.status as Booking['status'], at });
  const guard = { version: booking.version, milestone: (booking.milestone as string | undefined) ?? null };
  const write = failed ? recordFailedAttempt(id, guard, { set, history: entry, pending, attempt: failed.attempt }) : recordMove(id, guard, { set, history: entry, pending });
  const saved = await write.catch(async (error: unknown) => {
    await discard();
    throw error;
  });
  if (!saved) {
    // Another move landed between our read and our write; the files this one stored are named by nothing.
    await discard();
    throw conflict(STALE_BOOKING_MESSAGE);
  }
  const view = toBooking(saved);
  return { answer: { status: 200, message: moveRecorded(move.type), data: view }, announce: { booking: view, pending } };
}

async function recordReading(deps: ShipmentDeps, booking: BookingRecord, state: ShipmentState, input: Extract<ShipmentEvent, { type: 'reading' }>, actor: MoveActor): Promise<Outcome> {
  if (nextMilestone(state, 'reading') === undefined) throw conflict(illegalEventMessage(state, 'reading'));
  const handler = deps.recordReading;
  if (!handler) throw new AppError(503, READINGS_UNAVAILABLE, { isTrusted: true });
  const reading: ReadingInput = { celsius: input.celsius, ...(input.at ? { at: input.at } : {}), ...(input.note ? { note: input.note } : {}) };
  const data = await handler(toBooking(booking), actor, reading);
  return { answer: { status: 201, message: moveRecorded('reading'), data: data ?? null } };
}

async function applyEvent(deps: ShipmentDeps, id: string, event: ShipmentEvent, actor: MoveActor, attempt?: Attempt): Promise<Outcome> {
  const booking = await loadMovable(id, actor);
  if (!canRoleSendEvent(actor.role, event.type)) throw forbidden(roleCannotSend(event.type));
  const state = stateOf(booking);
  return event.type === 'reading' ? recordReading(deps, booking, state, event, actor) : applyMove(booking, state, event, actor, attempt);
}

/**
 * One move on a booking. With an Idempotency-Key (a phone resending its queue), a resend answers the first answer
 * again and changes nothing; the modules that react to moves hear about each move once.
 */
export async function sendShipmentEvent(deps: ShipmentDeps, id: string, event: ShipmentEvent, actor: MoveActor, idempotencyKey?: string): Promise<Replayable> {
  let announce: Outcome['announce'];
  const work = async (attempt?: Attempt) => {
    // Decision 0069: the dead attempt this one takes over may have landed its move; if so, that is the answer (its
    // reactions are the move sweep's), not the 409 a second try of the same move would get.
    if (attempt?.takenOver && event.type !== 'reading') {
      const landed = await findBookingMovedBy(id, attempt.id);
      if (landed) return { status: 200, message: moveRecorded(event.type), data: toBooking(landed) };
    }
    const outcome = await applyEvent(deps, id, event, actor, attempt);
    announce = outcome.announce;
    return outcome.answer;
  };
  // A takeover after a crash runs the move again; the booking's version guard stops it from landing twice.
  const result = idempotencyKey
    ? await runIdempotent({ scope: 'shipments.event', owner: actor.id, key: idempotencyKey, request: { bookingId: id, request: event }, inFlightMessage: MOVE_IN_FLIGHT }, work).then(
        ({ answer, replayed }) => ({ ...answer, replayed }),
      )
    : { ...(await work()), replayed: false };
  if (announce) await announceMove(deps.events, announce.booking, announce.pending);
  return result;
}
