/**
 * A sentence that ends with a value the user typed ("Acme Inc.", "J. Smith Jr."): the full stop is added only when the
 * value does not end with one already, so no screen, e-mail or PDF reads "Inc..".
 */
export function endSentence(text: string): string {
  const trimmed = text.trimEnd();
  return /[.!?…]["'”’)\]]*$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
