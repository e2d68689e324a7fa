import type { Booking, Milestone } from '@meridian/contracts';

// A failed attempt (decision 0108) is still on the truck, waiting for the next attempt.
const ON_BOARD: readonly Milestone[] = ['picked-up', 'in-transit', 'out-for-delivery', 'delivery-attempted'];

/**
 * Today: what is on the truck, and every pickup due today or already overdue. Upcoming: pickups on a later day.
 * Both keep the API's order (soonest first).
 */
export function groupJobs(jobs: readonly Booking[], today: string): { today: Booking[]; upcoming: Booking[] } {
  const isToday = (job: Booking) => ON_BOARD.includes(job.milestone) || job.estimatedPickupDate.slice(0, 10) <= today;
  return { today: jobs.filter(isToday), upcoming: jobs.filter((job) => !isToday(job)) };
}

/** Before pickup the driver calls whoever hands the freight over; after it, whoever receives it. */
export function jobContact(job: Booking): { label: string; name: string; phone: string } {
  const beforePickup = job.milestone === 'booked' || job.milestone === 'confirmed' || job.milestone === 'assigned';
  const person = beforePickup ? job.pickupPerson : job.receiverPerson;
  return { label: beforePickup ? 'Pickup contact' : 'Receiver', name: person.name, phone: person.phone };
}
