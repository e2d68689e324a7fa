import type { Booking } from '@meridian/contracts';

// A booking as the API returns it (spec 3), for component tests of every feature that shows one.
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    _id: '665f1c2ab0c4d5e6f7a8b9c0',
    status: 'pending',
    createdAt: '2026-11-20T14:05:00.000Z',
    updatedAt: '2026-11-20T14:05:00.000Z',
    createdBy: 'user-1',
    version: 3,
    vehicleType: 'truck',
    fullNameOrBusiness: 'Harbor Pharma Inc',
    contactPhone: '+1 555 010 0200',
    email: 'operations.department@harbor-pharmaceuticals.example.com',
    customerType: 'Business',
    pickupPerson: { name: 'Pia Pickup', phone: '+1 555 010 0300', email: 'pia@harbor.example' },
    receiverPerson: { name: 'Rex Receiver', phone: '+1 555 010 0400', email: 'rex@harbor.example' },
    pickupLocation: { address: '1 Dock Street', city: 'Baltimore', state: 'MD' },
    dropoffLocation: { address: '9 Market Road', city: 'Boston', state: 'MA' },
    goodsType: 'Food',
    cargoWeightKg: 120.5,
    quantity: 4,
    isFragile: false,
    isPerishable: false,
    tempControlCelsius: 0,
    estimatedPickupDate: '2099-12-01',
    estimatedDeliveryDate: '2099-12-04',
    notes: '',
    statusHistory: [],
    trackingNumber: 'MX4F7K2P9QZ8T',
    milestone: 'booked',
    assignment: null,
    currentLocation: null,
    proofOfDelivery: null,
    ...overrides,
  };
}
