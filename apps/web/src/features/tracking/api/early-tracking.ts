// Decision 0059: a link to a shipment (/track?id=...) is served as the prerendered frame, whose starter
// (scripts/prerender.mjs) sends the page's own lookup at once instead of waiting for the app's code, and leaves it under
// this global name: the starter is a file outside the bundle, so a global is the one place both can reach.
export const EARLY_TRACKING_GLOBAL = 'meridianEarlyTracking';

export interface EarlyTracking {
  /** The number as the page asks for it (its stored form). */
  number: string;
  response: Promise<Response>;
}

type Holder = { [EARLY_TRACKING_GLOBAL]?: EarlyTracking };

/**
 * The starter's answer when it asked for `number`, at most once: the first lookup takes it away whichever number it
 * wants, so every later lookup (a refresh, another search) asks the server afresh.
 */
export function takeEarlyTracking(number: string): Promise<Response> | undefined {
  const holder = globalThis as Holder;
  const early = holder[EARLY_TRACKING_GLOBAL];
  delete holder[EARLY_TRACKING_GLOBAL];
  return early?.number === number ? early.response : undefined;
}
