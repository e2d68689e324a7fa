// A wizard's draft (its step, its answers and anything it must keep, such as an idempotency key) lives in
// sessionStorage: it survives a reload of the tab but not the end of the session, and other tabs keep their own.

/** The step a draft may open at: a whole number in [0, last]; anything else starts at the first step. */
export function clampStep(step: unknown, stepCount: number): number {
  const index = typeof step === 'number' && Number.isFinite(step) ? Math.trunc(step) : 0;
  return Math.min(Math.max(0, index), Math.max(0, stepCount - 1));
}

export function readDraft(key: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(key) ?? 'null');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    // A broken draft starts over.
    return undefined;
  }
}

export function writeDraft(key: string, draft: object) {
  try {
    sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the wizard still works, it just cannot resume after a reload.
  }
}

export function removeDraft(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Nothing was stored.
  }
}
