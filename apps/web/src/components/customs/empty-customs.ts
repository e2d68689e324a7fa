import type { CustomsInput } from '@meridian/contracts';

/** The customs section's starting answers: one blank line of goods, made in the pickup's country by default. */
export function emptyCustoms(originCountry = ''): CustomsInput {
  return {
    incoterm: undefined as unknown as CustomsInput['incoterm'],
    reasonForExport: undefined as unknown as CustomsInput['reasonForExport'],
    exporterEori: '',
    lines: [emptyCustomsLine(originCountry)],
  };
}

export function emptyCustomsLine(originCountry = ''): CustomsInput['lines'][number] {
  return { description: '', hsCode: '', originCountry, quantity: Number.NaN, unitValue: Number.NaN, netWeightKg: Number.NaN };
}
