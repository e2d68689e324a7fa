import type { CustomsInput } from '@meridian/contracts';

// Rotterdam, Hamburg and London: inside the EU, and out of it (decision 0104).
export const ROTTERDAM = { address: 'Waalhaven Zuidzijde 19', city: 'Rotterdam', postalCode: '3089 JH', country: 'NL' };
export const HAMBURG = { address: 'Am Sandtorkai 50', city: 'Hamburg', postalCode: '20457', country: 'DE' };
export const LONDON = { address: '1 Tilbury Docks', city: 'London', postalCode: 'E14 5AB', country: 'GB' };

/** Two lines of goods worth $690.00 + $1,250.50 x 2 = $3,191.00, 9.2 kg + 14.75 kg net. */
export const CUSTOMS: CustomsInput = {
  incoterm: 'DAP',
  reasonForExport: 'sale',
  exporterEori: 'NL812345678',
  lines: [
    { description: 'Bicycle helmets', hsCode: '650610', originCountry: 'NL', quantity: 20, unitValue: 34.5, netWeightKg: 9.2 },
    { description: 'E-bike motors', hsCode: '8501310000', originCountry: 'DE', quantity: 2, unitValue: 1250.5, netWeightKg: 14.75 },
  ],
};

/** A booking from Rotterdam to London that carries CUSTOMS, 40 kg in 2 pieces. */
export const toLondon = (overrides: Record<string, unknown> = {}) => ({
  pickupLocation: ROTTERDAM,
  dropoffLocation: LONDON,
  cargoWeightKg: 40,
  quantity: 2,
  customs: CUSTOMS,
  ...overrides,
});
