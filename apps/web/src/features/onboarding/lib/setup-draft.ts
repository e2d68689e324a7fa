import { PROFILE_SETUP_STEPS, type CompanyProfile } from '@meridian/contracts';
import { stepErrors } from '../../../lib/wizard/step-values';

export const SETUP_DRAFT_KEY = 'meridian.profileSetupDraft';

/** The form's answers: the two choices start empty, which the step schemas refuse. */
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

/** spec 5: every field is required except the website; the step's own schema from the contracts says so. */
export function setupStepErrors(step: number, values: SetupValues): Record<string, string> {
  return stepErrors(PROFILE_SETUP_STEPS[step]?.schema, values);
}
