import { crossesCustomsBorder, needsExporterEori, type CreateBookingInput, type Customs, type GOODS_TYPES } from '@meridian/contracts';

// Decision 0104: the demo's cross-border lanes (Seattle to Tokyo, Shanghai to Rotterdam, New York to London, Hamburg
// to Boston) carry customs details a broker would recognise, described after the booking's goods type.
const GOODS: Record<(typeof GOODS_TYPES)[number], { description: string; hsCode: string; unitValue: number; unitKg: number }[]> = {
  Electronics: [
    { description: 'Laptop computers, 14 in', hsCode: '847130', unitValue: 899, unitKg: 1.6 },
    { description: 'Lithium-ion battery packs', hsCode: '8507600090', unitValue: 120.5, unitKg: 0.9 },
  ],
  Clothing: [{ description: "Men's cotton T-shirts, knitted", hsCode: '610910', unitValue: 6.4, unitKg: 0.2 }],
  Food: [{ description: 'Gouda cheese, whole wheels', hsCode: '040690', unitValue: 58.25, unitKg: 4.5 }],
  Machinery: [{ description: 'Centrifugal pumps, single stage', hsCode: '841370', unitValue: 1450, unitKg: 38 }],
  Documents: [{ description: 'Printed trade catalogues', hsCode: '491110', unitValue: 3.5, unitKg: 0.4 }],
  Other: [{ description: 'Bicycle frames, aluminium', hsCode: '871491', unitValue: 210, unitKg: 2.1 }],
};

const INCOTERM_BY_MODE = { truck: 'DAP', air: 'CPT', sea: 'FOB' } as const;
const EORI_BY_COUNTRY: Record<string, string> = { NL: 'NL812345678', DE: 'DE123456789012345' };

/** The customs of a demo booking that crosses a border (none otherwise), its lines' net weight within its weight. */
export function demoCustoms(input: CreateBookingInput): Customs | undefined {
  const from = input.pickupLocation.country;
  const to = input.dropoffLocation.country;
  if (!crossesCustomsBorder(from, to)) return undefined;
  const goods = GOODS[input.goodsType];
  // The goods weigh about four fifths of the shipment; packaging and pallets are the rest.
  const perLineKg = ((input.cargoWeightKg ?? 1) * 0.8) / goods.length;
  return {
    incoterm: INCOTERM_BY_MODE[input.vehicleType],
    reasonForExport: 'sale',
    ...(needsExporterEori(from, to) ? { exporterEori: EORI_BY_COUNTRY[from] ?? `${from}123456789` } : {}),
    lines: goods.map((g) => {
      const quantity = Math.max(1, Math.floor(perLineKg / g.unitKg));
      return { description: g.description, hsCode: g.hsCode, originCountry: from, quantity, unitValue: g.unitValue, netWeightKg: Math.round(quantity * g.unitKg * 1000) / 1000 };
    }),
  };
}
