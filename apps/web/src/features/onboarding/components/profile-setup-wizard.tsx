import { BUSINESS_TYPE_LABELS, BUSINESS_TYPES, COUNTRIES, COUNTRY_LABELS, PROFILE_SETUP_STEPS, type CompanyProfile } from '@meridian/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCompanyProfile, useSaveCompanyProfile, useSubmitCompanyProfile } from '../../../api/company-profile';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { StepIndicator } from '../../../components/ui/step-indicator';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { ApiError, messageOr } from '../../../lib/api-client';
import { useStepWizard } from '../../../lib/wizard/use-step-wizard';
import { useAuth } from '../../../lib/session';
import { DOCUMENTS_STEP, emptySetup, firstIncompleteStep, knownFromSignUp, stepDraft, toSetupValues, type SetupValues } from '../lib/setup-draft';
import { DocumentsStep } from './documents-step';

type TextKey = Exclude<keyof SetupValues, 'businessType' | 'country'>;

const SAVE_FAILED = 'Your answers could not be saved. Please try again.';
const SUBMIT_FAILED = 'Your profile could not be submitted. Please try again.';

/**
 * Four steps, Previous/Next, Submit for Review on step 4. Each step is saved to the server on Next (decision 0029),
 * so the draft survives a reload and another device; the wizard opens where the saved answers stop (or, editing, at
 * the start).
 */
export function ProfileSetupWizard({ profile, startAt }: { profile: CompanyProfile | null; startAt: 'resume' | 'start' }) {
  const navigate = useNavigate();
  const { user } = useAuth();
  const [initial] = useState(() => {
    const values = toSetupValues(profile, knownFromSignUp(user));
    return { values, step: startAt === 'start' ? 0 : firstIncompleteStep(values) };
  });
  const wizard = useStepWizard<SetupValues>({ steps: PROFILE_SETUP_STEPS, emptyValues: emptySetup, initial });
  const { form, step, errorFor } = wizard;
  const { register } = form;
  const save = useSaveCompanyProfile();
  const submit = useSubmitCompanyProfile();
  const [failure, setFailure] = useState<string | undefined>();
  const [documentErrors, setDocumentErrors] = useState<Record<string, string>>({});
  // Uploads write the cached profile; the documents listed are always the server's latest.
  const documents = (useCompanyProfile().data ?? profile)?.documents ?? [];

  const field = (key: TextKey, label: string, type = 'text', required = true) => (
    <TextField id={key} type={type} label={label} required={required} hint={required ? undefined : '(optional)'} error={errorFor(key)} {...register(key)} />
  );

  const next = async () => {
    setFailure(undefined);
    const from = step;
    const answers = form.getValues();
    if (!(await wizard.next())) return;
    try {
      await save.mutateAsync(stepDraft(from, answers));
    } catch (error) {
      wizard.goTo(from);
      if (error instanceof ApiError) wizard.showFieldErrors(error.fields);
      setFailure(messageOr(error, SAVE_FAILED));
    }
  };

  const submitForReview = async () => {
    setFailure(undefined);
    try {
      await submit.mutateAsync();
      navigate('/onboarding/kyc-pending');
    } catch (error) {
      setFailure(messageOr(error, SUBMIT_FAILED));
      if (error instanceof ApiError) {
        setDocumentErrors(error.fields);
        wizard.showFieldErrors(error.fields);
      }
    }
  };

  // A failure speaks of the answers as they were when it came; moving to another step or uploading a document
  // changes them, so it goes (pressing Submit again says what is still missing).
  const previous = () => {
    setFailure(undefined);
    wizard.back();
  };

  const busy = save.isPending || submit.isPending;

  return (
    <div>
      <StepIndicator steps={PROFILE_SETUP_STEPS} current={step} label="Setup steps" />
      <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {/* On phones the indicator above already names the step. */}
        <h2 className="mb-5 text-xl font-bold text-slate-900 max-sm:sr-only">{wizard.current.title}</h2>
        {failure && (
          <Alert tone="error" className="mb-5">
            {failure}
          </Alert>
        )}
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
          {step === DOCUMENTS_STEP && (
            <div className="sm:col-span-2">
              <DocumentsStep documents={documents} errors={documentErrors} onUploaded={() => setFailure(undefined)} />
            </div>
          )}
        </div>
        <div className="mt-8 flex flex-wrap justify-between gap-3">
          {step > 0 ? (
            <Button variant="secondary" onClick={previous} disabled={busy}>
              Previous
            </Button>
          ) : (
            <span />
          )}
          {wizard.isLast ? (
            <Button onClick={() => void submitForReview()} disabled={busy}>
              {submit.isPending ? 'Submitting...' : 'Submit for Review'}
            </Button>
          ) : (
            <Button onClick={() => void next()} disabled={busy}>
              {save.isPending ? 'Saving...' : 'Next'}
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
