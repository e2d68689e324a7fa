import { isCalendarDate } from './calendar-date';
import { DELIVERY_DAYS, SERVICE_FOR_VEHICLE } from './quote';
import type { VehicleType } from './vehicle';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days from one calendar date (YYYY-MM-DD) to another. */
function daysBetweenCalendarDates(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

export type DeliveryEstimate =
  /** Both dates are chosen: the estimate is the chosen delivery date, and how it compares with the mode's usual time. */
  | { kind: 'dates'; deliveryDate: string; days: number; usualDays: string; shorterThanUsual: boolean }
  /** No dates yet: the mode's usual time after pickup. */
  | { kind: 'usual'; usualDays: string };

/**
 * The delivery estimate a screen shows beside a price: it follows the dates and the mode the person chose, so a
 * one-day span is never shown beside "3-5 days" without saying the two disagree.
 */
export function deliveryEstimate(input: { vehicleType: VehicleType; pickupDate?: string | null; deliveryDate?: string | null }): DeliveryEstimate {
  const usualDays = DELIVERY_DAYS[SERVICE_FOR_VEHICLE[input.vehicleType]];
  const { pickupDate, deliveryDate } = input;
  if (!pickupDate || !deliveryDate || !isCalendarDate(pickupDate) || !isCalendarDate(deliveryDate)) return { kind: 'usual', usualDays };
  const days = daysBetweenCalendarDates(pickupDate, deliveryDate);
  const fastest = Number.parseInt(usualDays, 10);
  return { kind: 'dates', deliveryDate, days, usualDays, shorterThanUsual: days < fastest };
}
