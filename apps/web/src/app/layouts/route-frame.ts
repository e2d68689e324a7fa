// A route in the customer area declares its page frame in its handle; screens that draw their own (dashboard,
// confirmation, invoice) declare none and render full-bleed.
export type FrameWidth = '2xl' | '4xl' | '5xl' | '6xl';

export interface RouteFrame {
  width: FrameWidth;
  /** Shows 'Back to Dashboard' above the page. */
  back?: boolean;
}

export interface FrameHandle {
  frame?: RouteFrame;
}

// Whole class names, so Tailwind sees them.
export const FRAME_WIDTH_CLASS: Record<FrameWidth, string> = {
  '2xl': 'max-w-2xl',
  '4xl': 'max-w-4xl',
  '5xl': 'max-w-5xl',
  '6xl': 'max-w-6xl',
};

/** The frame of the deepest route that declares one. */
export function frameOf(matches: readonly { handle?: unknown }[]): RouteFrame | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const frame = (matches[index]?.handle as FrameHandle | undefined)?.frame;
    if (frame) return frame;
  }
  return undefined;
}
