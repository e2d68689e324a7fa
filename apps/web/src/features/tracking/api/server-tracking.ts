import type { TrackingShipment } from '@meridian/contracts';

// Decision 0068: a link to a shipment (/track?id=...) served by the API arrives with the shipment already drawn into
// its HTML, and with the answer it was drawn from in a JSON data block, so the app's first render draws the same
// shipment instead of a loading state. The block is a stranger's answer: a signed-in owner's page asks again.

/** The id of the `<script type="application/json">` block in the page's head (read by the starter as well). */
export const SERVER_TRACKING_ELEMENT_ID = 'meridian-tracking';

export interface ServerTracking {
  /** The number in its stored form, as the page asks for it. */
  number: string;
  shipment: TrackingShipment;
}

// Set only for the length of one synchronous server render (renderTrackingLink), never in a browser.
let rendering: ServerTracking | undefined;

/** Server side: the answer the render in progress draws; `undefined` again once it is done. */
export function renderingWith<T>(answer: ServerTracking, render: () => T): T {
  rendering = answer;
  try {
    return render();
  } finally {
    rendering = undefined;
  }
}

function readBlock(): ServerTracking | undefined {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(SERVER_TRACKING_ELEMENT_ID);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as ServerTracking;
  } catch {
    return undefined;
  }
}

/** The server's answer when it was for `number`, at most once: the first lookup takes it, whichever number it wants. */
export function takeServerTracking(number: string): TrackingShipment | undefined {
  const answer = rendering ?? readBlock();
  return answer?.number === number ? answer.shipment : undefined;
}

/**
 * The data block for the page's head. `<` is written as `\u003c`, which JSON.parse reads back unchanged, so no text in
 * the answer (a city, a name) can close the script element.
 */
export function serverTrackingBlock(answer: ServerTracking): string {
  const json = JSON.stringify(answer).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVER_TRACKING_ELEMENT_ID}">${json}</script>`;
}
