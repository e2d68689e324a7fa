import type { CustomsInput } from '@meridian/contracts';

/**
 * Customs details for a test booking that crosses a customs border (decision 0104), with an EORI so it also fits an
 * export from the EU; 2 kg net, well within any test booking's weight.
 */
export const TEST_CUSTOMS: CustomsInput = {
  incoterm: 'DAP',
  reasonForExport: 'sale',
  exporterEori: 'NL812345678',
  lines: [{ description: 'Spare parts for pumps', hsCode: '841391', originCountry: 'US', quantity: 4, unitValue: 125, netWeightKg: 2 }],
};
