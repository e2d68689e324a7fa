import { describe, expect, it } from 'vitest';
import { co2eLine, decimalString, estimateEmissions, shipmentFootprintOf, shipmentFootprintSchema } from './emissions';

const rotterdam = { city: 'Rotterdam', country: 'NL', coordinates: { lat: 51.9225, lng: 4.47917 } };
const hamburg = { city: 'Hamburg', country: 'DE', coordinates: { lat: 53.57532, lng: 10.01534 } };

describe('iLEAP ShipmentFootprint (decision 0099)', () => {
  it('when numbers are written as iLEAP decimals, then they are plain strings without exponent or trailing zeros', () => {
    expect(decimalString(412.5)).toBe('412.5');
    expect(decimalString(0.0001)).toBe('0');
    expect(decimalString(1_000_000)).toBe('1000000');
    expect(decimalString(42.1)).toBe('42.1');
    expect(decimalString(0.001)).toBe('0.001');
    expect(decimalString(-3.25)).toBe('-3.25');
  });

  it('when a road booking of 1,200 kg Rotterdam -> Hamburg is written out, then its one element carries the booking figures by hand', () => {
    // 1.2 t x 492.1 km = 590.52 tkm; x 88 g = 51.966 kg WTW (51.96576); x 66 g = 38.974 kg TTW (38.97432).
    const emissions = estimateEmissions({ mode: 'truck', weightKg: 1200, distanceKm: 492.1, perishable: false });
    expect(emissions).toMatchObject({ tonneKm: 590.52, co2eWtwKg: 51.966, co2eTtwKg: 38.974 });
    const footprint = shipmentFootprintOf({
      trackingNumber: 'MX12345678901',
      vehicleType: 'truck',
      cargoWeightKg: 1200,
      quantity: 4,
      cargoLines: [{ type: 'pallet', count: 4 }],
      pickupLocation: rotterdam,
      dropoffLocation: hamburg,
      route: { greatCircleKm: 410.1, distanceKm: 492.1, method: 'road-circuity' },
      emissions,
    });
    expect(shipmentFootprintSchema.parse(footprint)).toEqual(footprint);
    expect(footprint).toEqual({
      mass: '1200',
      numberOfItems: '4',
      typeOfItems: 'pallet',
      shipmentId: 'MX12345678901',
      tces: [
        {
          tceId: 'MX12345678901-1',
          prevTceIds: [],
          tocId: 'glec3-road-artic-34-40t-avg-diesel-eu',
          shipmentId: 'MX12345678901',
          mode: 'Road',
          mass: '1200',
          packagingOrTrEqType: 'Pallet',
          packagingOrTrEqAmount: 4,
          distance: { value: '492.1', unit: 'km', dataSource: 'Simulated' },
          origin: { city: 'Rotterdam', country: 'NL', lat: '51.9225', lng: '4.47917' },
          destination: { city: 'Hamburg', country: 'DE', lat: '53.57532', lng: '10.01534' },
          transportActivity: '590.52',
          co2eWTW: '51.966',
          co2eTTW: '38.974',
        },
      ],
    });
  });

  it('when the route was measured between airports or along sea lanes, then the distance source says GCD or SFD', () => {
    const base = { trackingNumber: 'MX1', cargoWeightKg: 10, quantity: 1, pickupLocation: rotterdam, dropoffLocation: hamburg };
    const air = estimateEmissions({ mode: 'air', weightKg: 10, distanceKm: 505, perishable: false });
    const sea = estimateEmissions({ mode: 'sea', weightKg: 10, distanceKm: 600, perishable: true });
    expect(shipmentFootprintOf({ ...base, vehicleType: 'air', route: { greatCircleKm: 410, distanceKm: 505, method: 'air-airports' }, emissions: air }).tces[0]).toMatchObject({
      mode: 'Air',
      distance: { dataSource: 'GCD' },
    });
    const atSea = shipmentFootprintOf({ ...base, vehicleType: 'sea', route: { greatCircleKm: 410, distanceKm: 600, method: 'sea-lanes' }, emissions: sea }).tces[0]!;
    expect(atSea).toMatchObject({ mode: 'Sea', distance: { dataSource: 'SFD' } });
    // A shipment of mixed or unlabelled pieces names no packaging type.
    expect(atSea).not.toHaveProperty('packagingOrTrEqType');
  });

  it('when the invoice names the emissions, then it gives kg, well to wheel, and the method', () => {
    expect(co2eLine({ co2eWtwKg: 1234.5, method: 'iso14083-glec-v3-default-intensity' })).toBe('1,234.5 kg CO2e well to wheel (ISO 14083, GLEC Framework v3 default intensity)');
  });
});
