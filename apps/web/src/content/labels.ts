// Shipping labels (decision 0101): one 4 x 6 in label per piece, as a PDF or as ZPL for thermal printers.
export const LABELS_COPY = {
  print: (pieces: number) => (pieces === 1 ? 'Print label' : `Print labels (${pieces.toLocaleString('en-US')})`),
  zpl: 'ZPL for thermal printers',
  downloading: 'Downloading...',
  failed: 'The labels could not be downloaded. Please try again.',
} as const;
