// The words of a booking's places, route, pieces and emissions (decision 0096), on the customer's booking, the
// console's booking, the tracking page's owner view and the reports.

export const BOOKING_PLACE_COPY = {
  address: 'Address',
  city: 'City',
  postalCode: 'Postal code',
  country: 'Country',
  countryMissing: 'Not given yet',
  /** Shown on an old booking whose country could not be inferred: the call to action opens the edit dialog there. */
  needsCountryTitle: 'Where is this address?',
  needsCountryBody: (places: string) =>
    `This booking was made before we asked for the country, and we could not tell it from the city (${places}). Add the country so we can measure the route and the emissions.`,
  addCountry: 'Add the country',
  pickup: 'Pickup',
  dropoff: 'Drop-off',
} as const;

export const ROUTE_COPY = {
  title: 'Distance',
  /** Old bookings without a country have no coordinates, so no route yet. */
  unknown: 'We will measure the distance once both places have a country.',
  road: (km: string) => `About ${km} by road`,
  roadHow: (straight: string, factor: string) => `Straight line ${straight} × ${factor}, the usual extra length of roads`,
  air: (km: string) => `${km} by air`,
  airVia: (from: string, to: string) => `By air ${from} → ${to}`,
  airHow: (allowance: string) => `Straight line between the airports plus ${allowance} for routing and holding`,
  sea: (km: string) => `${km} by sea`,
  seaVia: (from: string, to: string) => `By sea ${from} → ${to}`,
  seaHow: (straight: string) => `Along the shipping lanes between the ports (straight line ${straight})`,
  straight: (km: string) => `${km} in a straight line`,
  straightHow: 'Measured as the crow flies: no road, airport or port network was at hand',
} as const;

export const PIECES_COPY = {
  title: 'Pieces',
  caption: (count: number) => `${count} ${count === 1 ? 'piece' : 'pieces'}, each with its own SSCC label number`,
  piece: 'Piece',
  type: 'Type',
  weight: 'Weight',
  size: 'Size (L × W × H)',
  sscc: 'SSCC',
  condition: 'Condition',
  stage: { pickup: 'Pickup', delivery: 'Delivery' },
  of: (index: number, total: number) => `${index} of ${total}`,
  noSize: '–',
  showAll: (count: number) => `Show all ${count.toLocaleString('en-US')} pieces`,
  showFewer: 'Show fewer',
  ssccHelp: 'The SSCC (Serial Shipping Container Code) is the number under the barcode on each label; quote it for a claim about one piece.',
} as const;

export const EMISSIONS_COPY = {
  title: 'Emissions',
  figureLabel: 'Greenhouse gas, well to wheel',
  unit: 'kg CO₂e',
  unknown: 'We will estimate the emissions once both places have a country.',
  activity: (weight: string, distance: string, tonneKm: string) => `${weight} × ${distance} = ${tonneKm} tonne-km`,
  intensity: (intensity: string, kg: string) => `× ${intensity} g CO₂e per tonne-km = ${kg} kg CO₂e`,
  reefer: (percent: string) => `Includes ${percent} for refrigeration.`,
  tankToWheel: (kg: string) => `Of which burned on the way (tank to wheel): ${kg} kg CO₂e.`,
  how: 'How we calculate: ISO 14083 and the GLEC Framework, with the framework’s default intensity for this mode:',
  source: (source: string) => `Source: ${source}.`,
  estimate: 'An estimate from default values, not a measurement of this trip.',
} as const;

export const FOOTPRINT_REPORT_COPY = {
  co2e: 'CO₂e',
  co2eKpi: 'CO₂e, well to wheel',
  co2eValue: (kg: string) => `${kg} kg`,
  byMode: 'CO₂e by transport mode',
  byMonth: 'CO₂e by month',
  month: 'Month',
  unmeasured: (n: number) => `${n} ${n === 1 ? 'shipment is' : 'shipments are'} not counted yet: ${n === 1 ? 'its' : 'their'} places need a country.`,
  how: 'Well to wheel, by ISO 14083 and the GLEC Framework default intensities.',
} as const;
