// The words of the Documents cards and the verify page (decisions 0103, 0115).
export const DOCUMENTS_COPY = {
  cardTitle: 'Documents',
  loading: 'Loading documents...',
  failed: 'The documents could not be loaded. Please try again.',
  download: 'Download',
  downloading: 'Downloading...',
  downloadFailed: 'The document could not be downloaded. Please try again.',
  verifyLink: 'Verify',
  verifyTitle: 'Verify a document',
  verifyIntro: 'A sealed document prints a digest and a QR code. This page shows what that digest stands for, without names or addresses.',
  verifyNotFound: 'No document has this digest. Check that it was copied completely.',
  verifyFailed: 'The document could not be checked right now. Please try again.',
  verifyVerified: 'Verified: this digest matches a document we sealed.',
  verifySuperseded: (at: string) => `A later signature sealed a newer version of this document on ${at}. This version was genuine when it was signed.`,
  verifyNoSignature: 'No signature yet',
  commercialInvoice: 'Commercial invoice',
  verifyInvoiceSuperseded: (at: string) => `A newer version of this invoice was issued on ${at}, after the booking's customs or parties changed. This version was genuine when it was issued.`,
} as const;
