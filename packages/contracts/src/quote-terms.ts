// The quote's insurance and handling terms and the words every screen, e-mail and PDF uses for them. Free of zod, so
// marketing pages can say the same thing as the quote without loading the schemas (decision 0015).
export const INSURANCE_RATE = 0.02;
const INSURANCE_PERCENT = INSURANCE_RATE * 100;
export const HANDLING_FEE = 25;

export const QUOTE_LABELS = {
  base: 'Base price',
  insurance: `Insurance (${INSURANCE_PERCENT}% of base price)`,
  handling: 'Handling',
  /** Base + insurance + handling: the formula's "total", which is before tax, so it is not called Total (decision 0044). */
  subtotal: 'Subtotal (before tax)',
  tax: (ratePercent: number) => `Tax (${ratePercent}%)`,
  amountDue: 'Amount due',
  amountPaid: 'Amount paid',
  estimate: 'Estimated total',
} as const;

/** The services page's sentence about insurance, so it cannot disagree with the quote (decision 0044). */
export const INSURANCE_TERMS = `Included in every quote at ${INSURANCE_PERCENT}% of the base freight price, rounded to whole dollars.`;
