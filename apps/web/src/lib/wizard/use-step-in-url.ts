import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';

const STEP_PARAM = 'step';

/** `?step=3` -> 2 (the URL counts from 1, as the indicator does); anything else -> null. */
function stepFromParam(raw: string | null, stepCount: number): number | null {
  if (raw === null || !/^[0-9]{1,2}$/.test(raw)) return null;
  const index = Number(raw) - 1;
  return index >= 0 && index < stepCount ? index : null;
}

/** The furthest step the answers allow: every step before it passes its schema. */
function furthestReachable(stepCount: number, isStepValid: (index: number) => boolean): number {
  for (let index = 0; index < stepCount - 1; index += 1) if (!isStepValid(index)) return index;
  return stepCount - 1;
}

/**
 * Decision 0044: each step of a wizard has its own URL (`?step=N`), so the browser's Back and Forward move between
 * steps instead of out of the wizard. A move made by the wizard (Next, Back, an error sent to its step) is a new
 * history entry; a move of the URL (Back, Forward, a typed address) moves the wizard, never past the first step whose
 * answers are missing. The answers themselves stay in the wizard's draft, so they survive every move and a reload.
 */
export function useStepInUrl({
  step,
  stepCount,
  goTo,
  isStepValid,
}: {
  step: number;
  stepCount: number;
  goTo: (index: number) => void;
  isStepValid: (index: number) => boolean;
}) {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const raw = params.get(STEP_PARAM);
  const synced = useRef<number | null>(null);
  const latest = useRef({ goTo, isStepValid, stepCount, state: location.state as unknown });
  latest.current = { goTo, isStepValid, stepCount, state: location.state as unknown };

  useEffect(() => {
    const write = (index: number, replace: boolean) =>
      setParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          next.set(STEP_PARAM, String(index + 1));
          return next;
        },
        // A replaced entry keeps what the page was opened with (e.g. the notice saying why it was sent here).
        replace ? { replace, state: latest.current.state } : undefined,
      );
    const requested = stepFromParam(raw, latest.current.stepCount);
    if (synced.current === step && requested !== step) {
      const target = Math.min(requested ?? step, furthestReachable(latest.current.stepCount, latest.current.isStepValid));
      synced.current = target;
      if (target !== step) latest.current.goTo(target);
      if (target !== requested) write(target, true);
      return;
    }
    if (requested !== step) write(step, synced.current === null);
    synced.current = step;
  }, [raw, step, setParams]);
}
