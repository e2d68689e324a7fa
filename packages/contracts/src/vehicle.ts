// The transport modes. Kept apart from booking.ts so the quote can use them without a circular import.
export const VEHICLE_TYPES = ['truck', 'air', 'sea'] as const;
export type VehicleType = (typeof VEHICLE_TYPES)[number];
export const VEHICLE_TYPE_LABELS: Record<VehicleType, string> = { truck: 'Road Truck', air: 'Air Freight', sea: 'Sea Freight' };
