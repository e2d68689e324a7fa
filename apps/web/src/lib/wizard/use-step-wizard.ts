import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { pickStepValues, stepErrors, stepFieldNames, stepOfField, type WizardStep } from './step-values';
import { clampStep, readDraft, removeDraft, writeDraft } from './wizard-draft';

export interface StepWizardOptions<TValues extends FieldValues, TMeta extends object> {
  /** The steps in order; fixed for the life of the wizard. */
  steps: readonly WizardStep[];
  /** Where the draft is kept (sessionStorage); absent when the server keeps it (the company profile, decision 0029). */
  storageKey?: string;
  /** Where to start instead of a stored draft: the step and the answers the server already holds. */
  initial?: { step: number; values: Partial<TValues> };
  emptyValues: TValues;
  /** Turns stored answers back into form values (JSON turns NaN into null, for one). */
  reviveValues?: (stored: Partial<TValues>) => TValues;
  /** What the step schemas check instead of the raw answers, e.g. a hidden field's value that must not block. */
  prepare?: (values: TValues) => TValues;
  /** Data the draft keeps beside the answers, made from what was stored (or from nothing on a fresh start). */
  meta?: (stored: Record<string, unknown>) => TMeta;
}

export interface StepWizard<TValues extends FieldValues, TMeta extends object> {
  form: UseFormReturn<TValues>;
  steps: readonly WizardStep[];
  step: number;
  current: WizardStep;
  isFirst: boolean;
  isLast: boolean;
  values: TValues;
  meta: TMeta;
  /** The current step passes its schema with the answers as they are now. */
  canAdvance: boolean;
  /** The message to show beside a field: the server's, else the step schema's once the field was touched or Next tried. */
  errorFor: (path: string) => string | undefined;
  /** Checks the current step (showing its errors and focusing the first) and moves on when it passes; true when it passed. */
  next: () => Promise<boolean>;
  back: () => void;
  goTo: (step: number) => void;
  /** Shows errors the server named beside their fields, and takes the user to the first one. */
  showFieldErrors: (fields: Record<string, string>) => void;
  clearFieldErrors: () => void;
  /** Forgets the draft and stops keeping one (after the wizard's work is done). */
  discardDraft: () => void;
}

const identity = <T>(value: T) => value;

function restore<TValues extends FieldValues, TMeta extends object>(options: StepWizardOptions<TValues, TMeta>) {
  const stored = options.initial ?? (options.storageKey ? readDraft(options.storageKey) : null) ?? {};
  const { step, values, ...rest } = stored as { step?: unknown; values?: Partial<TValues> };
  const storedValues = values && typeof values === 'object' ? values : {};
  return {
    step: clampStep(step, options.steps.length),
    values: options.reviveValues ? options.reviveValues(storedValues) : { ...options.emptyValues, ...storedValues },
    meta: options.meta ? options.meta(rest) : ({} as TMeta),
  };
}

/** Leaf paths of react-hook-form's touched tree: { pickupPerson: { name: true } } -> ['pickupPerson.name']. */
function touchedPaths(tree: unknown, prefix = ''): string[] {
  if (tree === true) return [prefix];
  if (typeof tree !== 'object' || tree === null) return [];
  return Object.entries(tree).flatMap(([key, value]) => touchedPaths(value, prefix ? `${prefix}.${key}` : key));
}

/** Checks only the step on screen; it asks for the step on each run, so one resolver serves every step. */
function stepResolver<TValues extends FieldValues>(
  steps: readonly WizardStep[],
  prepare: (values: TValues) => TValues,
  currentStep: () => number,
): Resolver<TValues> {
  return async (values, context, options) => {
    const schema = steps[currentStep()]?.schema;
    if (!schema) return { values, errors: {} };
    const result = await zodResolver(schema)(pickStepValues(schema, prepare(values)), context, options as never);
    return { values, errors: result.errors } as Awaited<ReturnType<Resolver<TValues>>>;
  };
}

/**
 * One step engine for every wizard (decision 0012): react-hook-form with each step's zod schema as the resolver, the draft
 * kept across a reload, the step index clamped to [0, last], errors per step, and the server's field errors taken
 * back to the step that owns them.
 */
export function useStepWizard<TValues extends FieldValues, TMeta extends object = Record<string, never>>(
  options: StepWizardOptions<TValues, TMeta>,
): StepWizard<TValues, TMeta> {
  const { steps, storageKey } = options;
  const prepare = options.prepare ?? identity;
  const [initial] = useState(() => restore(options));
  const [step, setStep] = useState(initial.step);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const stepRef = useRef(initial.step);
  const focusRef = useRef<string | undefined>(undefined);
  const keepDraft = useRef(true);

  const [resolver] = useState(() => stepResolver<TValues>(steps, prepare, () => stepRef.current));

  const form = useForm<TValues>({ defaultValues: initial.values as DefaultValues<TValues>, mode: 'onTouched', resolver });
  const values = form.watch() as TValues;
  const { errors } = form.formState;
  const current = steps[step]!;
  const canAdvance = Object.keys(stepErrors(current.schema, prepare(values))).length === 0;
  const isLast = step === steps.length - 1;

  useEffect(() => {
    if (keepDraft.current && storageKey) writeDraft(storageKey, { ...initial.meta, step, values });
  }, [storageKey, initial.meta, step, values]);

  useEffect(() => {
    const subscription = form.watch((_, { name, type }) => {
      if (!name) return;
      // A server error belongs to the answer it was about; changing that answer retires it.
      setServerErrors((previous) => {
        if (!(name in previous)) return previous;
        const rest = { ...previous };
        delete rest[name];
        return rest;
      });
      if (type !== 'change') return;
      // Rules that span fields (delivery not before pickup) can change another field's verdict: re-check the
      // step's other touched fields so no stale or missing error sits beside them.
      const own = stepFieldNames(steps[stepRef.current]?.schema);
      const others = touchedPaths(form.formState.touchedFields).filter((path) => path !== name && own.includes(path.split('.')[0]!));
      // An answer that showed an error is re-checked as it changes, touched or not (a select picked after Next was
      // pressed never blurs): the error goes at once instead of on the blur that a click on Next causes, which would
      // move Next from under the pointer and lose that click.
      const stale = form.getFieldState(name as FieldPath<TValues>).error ? [name] : [];
      const paths = [...stale, ...others];
      if (paths.length > 0) void form.trigger(paths as FieldPath<TValues>[]);
    });
    return () => subscription.unsubscribe();
  }, [form, steps]);

  useEffect(() => {
    const target = focusRef.current;
    if (!target) return;
    focusRef.current = undefined;
    form.setFocus(target as FieldPath<TValues>);
  }, [form, step, serverErrors]);

  const goTo = useCallback(
    (index: number) => {
      const clamped = clampStep(index, steps.length);
      stepRef.current = clamped;
      setStep(clamped);
      window.scrollTo({ top: 0 });
    },
    [steps.length],
  );

  const next = async () => {
    if (canAdvance) {
      // Moves in the same event as the click: the answers on screen already pass this step's schema.
      if (!isLast) goTo(step + 1);
      return true;
    }
    const passed = await form.trigger(stepFieldNames(current.schema) as FieldPath<TValues>[], { shouldFocus: true });
    if (passed && !isLast) goTo(step + 1);
    return passed;
  };

  const showFieldErrors = (fields: Record<string, string>) => {
    setServerErrors(fields);
    const located = Object.keys(fields)
      .map((path) => ({ path, index: stepOfField(steps, path) }))
      .filter((entry): entry is { path: string; index: number } => entry.index !== undefined)
      .sort((a, b) => a.index - b.index);
    const first = located[0];
    if (!first) return;
    focusRef.current = first.path;
    goTo(first.index);
  };

  return {
    form,
    steps,
    step,
    current,
    isFirst: step === 0,
    isLast,
    values,
    meta: initial.meta,
    canAdvance,
    errorFor: (path) => serverErrors[path] ?? (get(errors, path) as FieldError | undefined)?.message,
    next,
    back: () => goTo(step - 1),
    goTo,
    showFieldErrors,
    clearFieldErrors: () => setServerErrors({}),
    discardDraft: () => {
      keepDraft.current = false;
      if (storageKey) removeDraft(storageKey);
    },
  };
}
