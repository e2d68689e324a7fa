// The booking wizard's words for places, cargo lines and the mode comparison (decision 0096).
export const PLACE_COPY = {
  country: 'Country',
  countryPlaceholder: 'Select a country',
  address: 'Address',
  city: 'City',
  cityHint: 'Type 2 letters, then choose from the list',
  state: 'State or province',
  postalCode: 'Postal code',
  optional: '(optional)',
  searching: 'Searching places...',
  results: (count: number) => (count === 0 ? 'No places found. You can keep what you typed.' : `${count} ${count === 1 ? 'place' : 'places'} found. Use the up and down arrows to choose.`),
  searchFailed: 'Places could not be searched just now. You can keep what you typed.',
  placed: 'Placed on the map',
} as const;

const piecesAndKg = (pieces: number, kg: string) => `${pieces} ${pieces === 1 ? 'piece' : 'pieces'}, ${kg} kg`;

export const CARGO_COPY = {
  linesLegend: 'Pieces',
  linesIntro: 'One line for each kind of piece: how many, what each weighs, and its size if you know it.',
  type: 'Type',
  typePlaceholder: 'Select type',
  count: 'Count',
  weightEach: 'Weight each (kg)',
  size: 'Size each, L × W × H (cm)',
  length: 'Length (cm)',
  width: 'Width (cm)',
  height: 'Height (cm)',
  addLine: 'Add a line',
  removeLine: (n: number) => `Remove line ${n}`,
  line: (n: number) => `Line ${n}`,
  piecesAndKg,
  totals: (pieces: number, kg: string) => `Total: ${piecesAndKg(pieces, kg)}`,
  total: 'Total',
} as const;

export const MODE_COMPARISON_COPY = {
  title: 'Compare transport modes',
  caption: 'Price and emissions of each mode for this shipment',
  mode: 'Mode',
  transit: 'Transit',
  distance: 'Distance',
  price: 'Estimated total',
  emissions: 'CO₂e',
  chosen: 'Your choice',
  choose: (mode: string) => `Choose ${mode}`.trim(),
  chooseShort: 'Choose',
  lowest: 'Lowest',
  days: (days: string) => `${days} days`,
  unknown: 'Not available',
  failed: 'This mode could not be priced just now.',
  note: 'CO₂e is estimated well to wheel with GLEC Framework default intensities (ISO 14083), for the actual weight over the distance shown.',
} as const;
