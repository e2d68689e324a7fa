import { PROFILE_SETUP_STEPS, type CompanyDetails, type CompanyProfile, type CompanyProfileDraft } from '@meridian/contracts';
import { pickStepValues, stepErrors } from '../../../lib/wizard/step-values';

/** The form's answers: the two choices start empty, which the step schemas refuse. */
export type SetupValues = Omit<CompanyDetails, 'businessType' | 'country' | 'website'> & {
  businessType: CompanyDetails['businessType'] | '';
  country: CompanyDetails['country'] | '';
  website: string;
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
};

export const DOCUMENTS_STEP = PROFILE_SETUP_STEPS.length - 1;

/** The answers the server holds, as the wizard's form values. */
export function toSetupValues(profile: CompanyProfile | null | undefined): SetupValues {
  if (!profile) return emptySetup;
  const values = { ...emptySetup };
  for (const key of Object.keys(emptySetup) as (keyof SetupValues)[]) {
    const value = profile[key];
    if (typeof value === 'string') (values as Record<string, string>)[key] = value;
  }
  return values;
}

/** spec 5: every field is required except the website; the step's own schema from the contracts says so. */
export function setupStepErrors(step: number, values: SetupValues): Record<string, string> {
  return stepErrors(PROFILE_SETUP_STEPS[step]?.schema, values);
}

/** Where a returning user picks up: the first step whose answers do not pass yet (else the documents). */
export function firstIncompleteStep(values: SetupValues): number {
  const index = PROFILE_SETUP_STEPS.findIndex((_, step) => step < DOCUMENTS_STEP && Object.keys(setupStepErrors(step, values)).length > 0);
  return index < 0 ? DOCUMENTS_STEP : index;
}

/** Only one step's fields, as PUT /company-profile takes them when that step's Next is pressed. */
export function stepDraft(step: number, values: SetupValues): CompanyProfileDraft {
  const schema = PROFILE_SETUP_STEPS[step]?.schema;
  return schema ? (schema.parse(pickStepValues(schema, values)) as CompanyProfileDraft) : {};
}
