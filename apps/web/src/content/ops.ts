import type { ShipmentEventType } from '@meridian/contracts';

// The operator console's words, in one place for its layout and screens.
export const OPS_NAV = [
  { to: '/ops', label: 'Queue', end: true, adminOnly: false },
  { to: '/ops/claims', label: 'Claims', end: false, adminOnly: false },
  { to: '/ops/vehicles', label: 'Vehicles', end: false, adminOnly: false },
  { to: '/ops/kyc', label: 'KYC review', end: false, adminOnly: false },
  { to: '/ops/excursions', label: 'Excursions', end: false, adminOnly: false },
  { to: '/ops/device-keys', label: 'Device keys', end: false, adminOnly: false },
  { to: '/ops/mail', label: 'Mail', end: false, adminOnly: false },
  { to: '/ops/sms', label: 'SMS', end: false, adminOnly: false },
  { to: '/ops/reports', label: 'Reports', end: false, adminOnly: false },
  { to: '/ops/users', label: 'Users', end: false, adminOnly: true },
  { to: '/ops/organizations', label: 'Organizations', end: false, adminOnly: true },
] as const;

export const OPS_COPY = {
  area: 'Operator console',
  queueFailed: 'Could not load the queue.',
  bookingFailed: 'Could not load this booking.',
  driversFailed: 'Could not load the drivers.',
  vehiclesFailed: 'Could not load the vehicles.',
  vehicleSaveFailed: 'Could not save the vehicle.',
  noVehicleOfMode: (mode: string) => `The fleet has no active ${mode} vehicle.`,
  noVehicleFits: 'No active vehicle of this mode can carry this cargo.',
  manageVehicles: 'Manage vehicles',
  readingsFailed: 'Could not load the temperature log.',
  deviceKeysFailed: 'Could not load the device keys.',
  mailFailed: 'Could not load the messages.',
  smsFailed: 'Could not load the texts.',
  usersFailed: 'Could not load the users.',
  moveFailed: 'The move could not be saved.',
  moveConflictTitle: 'This booking changed',
  // Decision 0083: payment before dispatch.
  unpaidConfirmTitle: 'This booking is not paid',
  unpaidConfirmBody: 'The customer has no invoice terms. Say why it goes ahead before payment; the reason is kept in its history and the booker is e-mailed to pay.',
  paymentColumn: 'Payment',
  keyWarning: 'Copy this key now. It is shown only once; if it is lost, revoke it and issue a new one.',
  signatureFailed: 'Could not load the signature.',
  /** The sender's proof at pickup and each piece's scans (decision 0100). */
  pickupProof: {
    title: 'Proof of pickup',
    sender: 'Handed over by',
    at: 'Picked up',
    signature: 'Sender’s signature',
    unsigned: 'Not signed.',
  },
  pieceScans: {
    title: 'Piece scans',
    summary: (scanned: number, total: number) => `${scanned} of ${total} ${total === 1 ? 'piece' : 'pieces'} scanned`,
    piece: (index: number, total: number) => `Piece ${index} of ${total}`,
    stage: { pickup: 'At pickup', delivery: 'At delivery' },
    notScanned: 'Not scanned yet.',
    showPhoto: 'Show photo',
    loadingPhoto: 'Loading photo...',
    photoFailed: 'Could not load the photo.',
    photoAlt: (sscc: string) => `Photo of piece ${sscc}`,
  },
  /** Failed delivery attempts (decision 0108). */
  attempts: {
    title: 'Delivery attempts',
    returned: 'Returned to sender after the last failed attempt.',
    showPhoto: 'Show photo',
    loadingPhoto: 'Loading photo...',
    photoFailed: 'Could not load the photo.',
    photoAlt: (n: number) => `Photo of delivery attempt ${n}`,
    /** The queue's badge on a shipment with failed attempts. */
    badge: (n: number, max: number) => `${n} of ${max} attempts failed`,
  },
  pdfFailed: 'Could not download the proof of delivery.',
  kycQueueFailed: 'Could not load the KYC queue.',
  kycSubmissionFailed: 'Could not load this submission.',
  kycDocumentFailed: 'Could not load this document.',
  kycDecisionFailed: 'The decision could not be saved.',
  organizationsFailed: 'Could not load the organizations.',
  organizationFailed: 'Could not load this organization.',
  organizationActionFailed: 'The change could not be saved.',
  noActingAdmin: 'This organization has no admin who can manage it. Make one of its members its admin.',
} as const;

/** What the page says after each move succeeds. */
export const MOVE_DONE: Record<ShipmentEventType, string> = {
  confirm: 'Booking confirmed.',
  assign: 'Driver assigned.',
  pickup: 'Marked as picked up.',
  location: 'Location updated.',
  'out-for-delivery': 'Marked as out for delivery.',
  'delivery-failed': 'Failed attempt recorded.',
  deliver: 'Marked as delivered.',
  cancel: 'Booking cancelled.',
  reading: 'Temperature reading recorded.',
};
