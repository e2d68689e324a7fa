import { BOOKING_IMPORT_COLUMNS } from '@meridian/contracts';
import { stringify } from 'csv-stringify/sync';
import { daysFromToday } from './app';

/** One CSV line's cells, the template's example with overrides (dates kept in the future). */
export function importRow(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    vehicleType: 'truck',
    fullNameOrBusiness: 'Acme Imports',
    contactPhone: '+1 555 000 1111',
    email: 'ops@acme.test',
    customerType: 'Business',
    'pickupPerson.name': 'Pat Pickup',
    'pickupPerson.phone': '+1 555 000 2222',
    'pickupPerson.email': 'pat@acme.test',
    'pickupLocation.address': '1 Dock St',
    'pickupLocation.city': 'Oakland',
    'pickupLocation.state': 'CA',
    'receiverPerson.name': 'Rae Receiver',
    'receiverPerson.phone': '+1 555 000 3333',
    'receiverPerson.email': 'rae@dest.test',
    'dropoffLocation.address': '99 Main St',
    'dropoffLocation.city': 'Denver',
    'dropoffLocation.state': 'CO',
    goodsType: 'Electronics',
    cargoWeightKg: '120.5',
    quantity: '3',
    isFragile: 'true',
    isPerishable: 'false',
    tempControlCelsius: '0',
    estimatedPickupDate: daysFromToday(8),
    estimatedDeliveryDate: daysFromToday(12),
    notes: '',
    'dimensions.length': '',
    'dimensions.width': '',
    'dimensions.height': '',
    declaredValue: '',
    ...overrides,
  };
}

/** A CSV file: the template's header and these lines. */
export function importCsv(rows: readonly Record<string, string>[], options: { recordDelimiter?: 'unix' | 'windows'; bom?: boolean } = {}): Buffer {
  const text = stringify([...rows], { header: true, columns: [...BOOKING_IMPORT_COLUMNS], record_delimiter: options.recordDelimiter ?? 'unix', bom: options.bom ?? false });
  return Buffer.from(text, 'utf8');
}
