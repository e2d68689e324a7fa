import type { ExcursionDisposition } from '@meridian/contracts';

// The cold chain's words (decision 0041): the driver's warning, the report links, the console's excursions and the
// public verification page.
export const COLD_CHAIN_COPY = {
  driverWarningTitle: (celsius: string) => `Temperature out of range: ${celsius}`,
  driverWarningBand: (band: string, target: string) => `Allowed ${band} (set ${target}). The customer and the operators have been alerted.`,
  driverWarningSteps: [
    'Check the reefer now: power on, set point, door seals closed, air vents not blocked by cargo.',
    'Call the operator and say what you found.',
    'Take another reading in 15 minutes and record it here.',
  ],
  driverWarningStepsTitle: 'What to do now',
  driverCallOperator: 'Call the operator',
  driverWarningPending: 'Saved on this phone; it is sent as soon as you are back online.',
  driverBackInBand: (celsius: string) => `${celsius} is inside the band. Thank you.`,
  dismiss: 'I have done this',
  reportDownload: 'Download temperature report (PDF)',
  // Beside 'Proof of delivery (PDF)' in the tracking page's Documents card.
  reportDocument: 'Temperature report (PDF)',
  reportDownloading: 'Preparing the report...',
  reportFailed: 'The temperature report could not be downloaded. Please try again.',
  opsTitle: 'Temperature excursions',
  opsIntro: 'Across shipments: open and unacknowledged excursions first. Record what happens to the goods once you have checked them.',
  opsEmpty: 'No temperature excursions to review.',
  opsLoadFailed: 'The excursions could not be loaded. Please try again.',
  acknowledge: 'Acknowledge',
  acknowledgeTitle: 'Acknowledge the excursion',
  acknowledgeDisposition: 'What happens to the goods',
  acknowledgeNote: 'Note (optional)',
  acknowledgeNoteHint: 'For example the stability data you relied on, or who approved it.',
  acknowledgeSubmit: 'Record the decision',
  acknowledgeSaving: 'Saving...',
  acknowledgeDone: 'Acknowledged. The customer has been told.',
  acknowledged: 'Acknowledged',
  ongoing: 'Ongoing',
  toAcknowledge: 'To acknowledge',
  verifyVerified: 'Verified: this digest belongs to a report we issued.',
  verifyNoExcursion: 'No excursion: every reading was inside the band.',
  verifyAwaitingReview: 'Awaiting review',
  // The booking wizard's perishable set point (decision 0084): the band it gives is what the customer agrees to.
  setPointLabel: 'Set temperature (°C)',
  bandPending: (tolerance: number) => `Enter the set point: the allowed band is ${tolerance} °C either side of it.`,
  bandAgreed: (band: string, tolerance: number) => `Allowed band ${band} (set point ± ${tolerance} °C). Readings outside it are excursions.`,
  decisionsTitle: 'What was decided',
  decisionExcursion: (n: number, opened: string) => `Excursion ${n} (from ${opened}):`,
  decisionMade: (disposition: string, by: string, at: string) => `${disposition} by ${by} on ${at}.`,
  decisionPending: 'Awaiting the operator’s decision.',
  decisionNote: (note: string) => `Note: ${note}`,
  reviewPerishable: (target: number, band: string) => `Yes, set ${target} °C, band ${band}`,
  // Decision 0084: a copy states time in band as of its issue; a later report tells the rest of the journey.
  verifyTimeInBand: (percent: string, issued: string) => `${percent} as of ${issued}`,
  verifySuperseded: 'A later report of this shipment exists: this one stops at its last reading.',
  verifySupersededLink: 'See the latest report',
} as const;

export const DISPOSITION_HINTS: Record<ExcursionDisposition, string> = {
  released: 'The goods are fit to use (e.g. within the product’s stability budget).',
  quarantined: 'Hold the goods until quality assurance decides.',
  discarded: 'The goods must not be used.',
};
