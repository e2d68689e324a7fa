/** A POST /bookings body for the benchmarks that book through the API: pickup in 8 days, delivery in 12. */
export function benchBookingInput(fullNameOrBusiness = 'Bench Co') {
  const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
  return {
    vehicleType: 'truck',
    fullNameOrBusiness,
    contactPhone: '+1 555 000 1111',
    email: 'cara@bench.test',
    customerType: 'Business',
    pickupPerson: { name: 'Pat', phone: '+1 555 000 2222', email: 'pat@bench.test' },
    receiverPerson: { name: 'Rae', phone: '+1 555 000 3333', email: 'rae@bench.test' },
    pickupLocation: { address: '1 Dock St', city: 'Oakland', state: 'CA', country: 'US' },
    dropoffLocation: { address: '99 Main St', city: 'Denver', state: 'CO', country: 'US' },
    goodsType: 'Electronics',
    cargoWeightKg: 10,
    quantity: 1,
    isFragile: false,
    isPerishable: false,
    tempControlCelsius: 0,
    estimatedPickupDate: day(8),
    estimatedDeliveryDate: day(12),
  };
}
