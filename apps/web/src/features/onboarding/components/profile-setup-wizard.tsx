import { BUSINESS_TYPE_LABELS, BUSINESS_TYPES, COUNTRIES, COUNTRY_LABELS, PROFILE_SETUP_STEPS, REQUIRED_DOCUMENTS } from '@meridian/contracts';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { StepIndicator } from '../../../components/ui/step-indicator';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { useStepWizard } from '../../../lib/wizard/use-step-wizard';
import { emptySetup, SETUP_DRAFT_KEY, type SetupValues } from '../lib/setup-draft';
import { DocumentsStep } from './documents-step';

type TextKey = Exclude<keyof SetupValues, 'documents' | 'businessType' | 'country'>;

/** spec 2: four steps, Previous/Next, Submit for Review on step 4; the draft survives a reload. */
export function ProfileSetupWizard() {
  const navigate = useNavigate();
  const wizard = useStepWizard<SetupValues>({ steps: PROFILE_SETUP_STEPS, storageKey: SETUP_DRAFT_KEY, emptyValues: emptySetup });
  const { form, step, errorFor } = wizard;
  const { register } = form;

  const field = (key: TextKey, label: string, type = 'text', required = true) => (
    <TextField id={key} type={type} label={label} required={required} hint={required ? undefined : '(optional)'} error={errorFor(key)} {...register(key)} />
  );

  const next = async () => {
    const passed = await wizard.next();
    if (passed && wizard.isLast) {
      // spec 4: Submit for Review has no call yet; the review itself arrives with a later issue.
      wizard.discardDraft();
      navigate('/onboarding/kyc-pending');
    }
  };

  return (
    <div>
      <StepIndicator steps={PROFILE_SETUP_STEPS} current={step} label="Setup steps" />
      <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {/* On phones the indicator above already names the step. */}
        <h2 className="mb-5 text-xl font-bold text-slate-900 max-sm:sr-only">{wizard.current.title}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {step === 0 && (
            <>
              {field('companyName', 'Company name')}
              <SelectField id="businessType" label="Business type" required error={errorFor('businessType')} {...register('businessType')}>
                <option value="">Select business type</option>
                {BUSINESS_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {BUSINESS_TYPE_LABELS[type]}
                  </option>
                ))}
              </SelectField>
              {field('registrationNumber', 'Registration number')}
              {field('taxId', 'Tax ID')}
            </>
          )}
          {step === 1 && (
            <>
              <div className="sm:col-span-2">{field('address', 'Address')}</div>
              {field('city', 'City')}
              {field('state', 'State')}
              {field('zipCode', 'ZIP code')}
              <SelectField id="country" label="Country" required error={errorFor('country')} {...register('country')}>
                <option value="">Select country</option>
                {COUNTRIES.map((country) => (
                  <option key={country} value={country}>
                    {COUNTRY_LABELS[country]}
                  </option>
                ))}
              </SelectField>
            </>
          )}
          {step === 2 && (
            <>
              {field('contactPerson', 'Contact person')}
              {field('phoneNumber', 'Phone number', 'tel')}
              {field('businessEmail', 'Business email', 'email')}
              {field('website', 'Website', 'url', false)}
            </>
          )}
          {step === 3 && (
            <div className="sm:col-span-2">
              <DocumentsStep
                required={REQUIRED_DOCUMENTS}
                documents={wizard.values.documents}
                error={errorFor('documents')}
                onChange={(documents) => form.setValue('documents', documents, { shouldValidate: Boolean(errorFor('documents')) })}
              />
            </div>
          )}
        </div>
        <div className="mt-8 flex flex-wrap justify-between gap-3">
          {step > 0 ? (
            <Button variant="secondary" onClick={wizard.back}>
              Previous
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={() => void next()}>{wizard.isLast ? 'Submit for Review' : 'Next'}</Button>
        </div>
      </div>
    </div>
  );
}
