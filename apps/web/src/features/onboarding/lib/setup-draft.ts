import { PROFILE_SETUP_STEPS, type CompanyDetails, type CompanyProfile, type CompanyProfileDraft, type SessionUser } from '@meridian/contracts';
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

/** What sign-up already asked (the registration fields), so the wizard does not ask it twice. */
export function knownFromSignUp(user: Pick<SessionUser, 'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'companyName'> | null | undefined): Partial<SetupValues> {
  if (!user) return {};
  return {
    companyName: user.companyName,
    contactPerson: `${user.firstName} ${user.lastName}`.trim(),
    phoneNumber: user.phoneNumber,
    businessEmail: user.email,
  };
}

/** The answers the server holds, as the wizard's form values; a field it has not got yet starts from sign-up's answer. */
export function toSetupValues(profile: CompanyProfile | null | undefined, known: Partial<SetupValues> = {}): SetupValues {
  const values = { ...emptySetup };
  for (const [key, value] of Object.entries(known)) {
    if (typeof value === 'string') (values as Record<string, string>)[key] = value;
  }
  if (!profile) return values;
  for (const key of Object.keys(emptySetup) as (keyof SetupValues)[]) {
    const value = profile[key];
    if (typeof value === 'string' && value !== '') (values as Record<string, string>)[key] = value;
  }
  return values;
}

/** Every field is required except the website; the step's own schema from the contracts says so. */
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
