import { PROFILE_SETUP_STEPS, type CompanyProfile } from '@meridian/contracts';

export const SETUP_DRAFT_KEY = 'meridian.profileSetupDraft';
export const SETUP_LAST_STEP = PROFILE_SETUP_STEPS.length - 1;

export type SetupValues = Omit<CompanyProfile, 'businessType' | 'country'> & {
  businessType: CompanyProfile['businessType'] | '';
  country: CompanyProfile['country'] | '';
};

export const emptySetup: SetupValues = {
  companyName: '',
  businessType: '',
  registrationNumber: '',
  taxId: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  country: '',
  contactPerson: '',
  phoneNumber: '',
  businessEmail: '',
  website: '',
  documents: [],
};

export function loadSetupDraft(): { step: number; values: SetupValues } {
  try {
    const raw = sessionStorage.getItem(SETUP_DRAFT_KEY);
    if (raw) {
      const parsed = JSON.parse(raw) as { step: number; values: SetupValues };
      return { step: Math.min(Math.max(0, parsed.step ?? 0), SETUP_LAST_STEP), values: { ...emptySetup, ...parsed.values } };
    }
  } catch {
    // A broken draft starts over.
  }
  return { step: 0, values: emptySetup };
}

export function saveSetupDraft(step: number, values: SetupValues) {
  sessionStorage.setItem(SETUP_DRAFT_KEY, JSON.stringify({ step, values }));
}

export function clearSetupDraft() {
  sessionStorage.removeItem(SETUP_DRAFT_KEY);
}

export function setupStepErrors(step: number, values: SetupValues): Record<string, string> {
  const schema = PROFILE_SETUP_STEPS[step]?.schema;
  if (!schema) return {};
  const source = values as unknown as Record<string, unknown>;
  const picked = Object.fromEntries(Object.keys(schema.shape).map((key) => [key, source[key]]));
  const result = schema.safeParse(picked);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const path = issue.path.join('.') || Object.keys(schema.shape)[0]!;
    if (!(path in errors)) errors[path] = issue.message;
  }
  return errors;
}
