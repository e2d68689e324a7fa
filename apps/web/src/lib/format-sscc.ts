/**
 * An SSCC as people read it off a label: the application identifier (00), then the extension digit, the company
 * prefix, the serial reference and the check digit in groups (GS1's human-readable interpretation). The prefix is
 * taken as seven digits, the length of the default GS1 documentation prefix (packages/contracts/src/pieces.ts); with
 * another length the groups fall elsewhere, but the digits, which are what a scanner and a claim use, are the same.
 */
export function formatSscc(sscc: string): string {
  if (!/^\d{18}$/.test(sscc)) return sscc;
  return `(00) ${sscc.slice(0, 1)} ${sscc.slice(1, 8)} ${sscc.slice(8, 17)} ${sscc.slice(17)}`;
}
