import {
  BUSINESS_TYPE_LABELS,
  BUSINESS_TYPES,
  COUNTRIES,
  COUNTRY_LABELS,
  PROFILE_SETUP_STEPS,
  REQUIRED_DOCUMENTS,
} from '@meridian/contracts';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { clearSetupDraft, loadSetupDraft, saveSetupDraft, SETUP_LAST_STEP, setupStepErrors, type SetupValues } from '../lib/setup-draft';

type Field = Exclude<keyof SetupValues, 'documents'>;

/** spec 2: four steps, Previous/Next, Submit for Review on step 4; the draft survives a reload. */
export function ProfileSetupWizard() {
  const navigate = useNavigate();
  const [initial] = useState(loadSetupDraft);
  const [step, setStep] = useState(initial.step);
  const [values, setValues] = useState<SetupValues>(initial.values);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [attempted, setAttempted] = useState(false);
  const errors = useMemo(() => setupStepErrors(step, values), [step, values]);

  useEffect(() => saveSetupDraft(step, values), [step, values]);

  const errorFor = (key: string) => (attempted || touched[key] ? errors[key] : undefined);
  const field = (key: Field, label: string, type = 'text', required = true) => (
    <TextField
      id={key}
      type={type}
      label={label}
      required={required}
      hint={required ? undefined : '(optional)'}
      value={values[key]}
      error={errorFor(key)}
      onChange={(event) => setValues((v) => ({ ...v, [key]: event.target.value }))}
      onBlur={() => setTouched((t) => ({ ...t, [key]: true }))}
    />
  );

  const next = () => {
    setAttempted(true);
    if (Object.keys(errors).length > 0) return;
    setAttempted(false);
    if (step < SETUP_LAST_STEP) setStep(step + 1);
    else {
      // spec 4: Submit for Review has no call yet; the review itself arrives with a later issue.
      clearSetupDraft();
      navigate('/onboarding/kyc-pending');
    }
  };

  return (
    <div>
      <ol className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Setup steps">
        {PROFILE_SETUP_STEPS.map((s, index) => (
          <li
            key={s.key}
            aria-current={index === step ? 'step' : undefined}
            className={`rounded-lg px-3 py-2 text-sm font-semibold ${index === step ? 'bg-blue-700 text-white' : index < step ? 'bg-blue-100 text-blue-900' : 'bg-white text-slate-700 ring-1 ring-slate-200'}`}
          >
            {index + 1}. {s.title}
          </li>
        ))}
      </ol>
      <div className="mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <h2 className="mb-5 text-xl font-bold text-slate-900">{PROFILE_SETUP_STEPS[step]!.title}</h2>
        <div className="grid gap-4 sm:grid-cols-2">
          {step === 0 && (
            <>
              {field('companyName', 'Company name')}
              <SelectField
                id="businessType"
                label="Business type"
                required
                value={values.businessType}
                error={errorFor('businessType')}
                onChange={(event) => setValues((v) => ({ ...v, businessType: event.target.value as SetupValues['businessType'] }))}
                onBlur={() => setTouched((t) => ({ ...t, businessType: true }))}
              >
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
              <SelectField
                id="country"
                label="Country"
                required
                value={values.country}
                error={errorFor('country')}
                onChange={(event) => setValues((v) => ({ ...v, country: event.target.value as SetupValues['country'] }))}
                onBlur={() => setTouched((t) => ({ ...t, country: true }))}
              >
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
            <div className="space-y-4 sm:col-span-2">
              {REQUIRED_DOCUMENTS.map((doc) => {
                const uploaded = values.documents.find((d) => d.type === doc.type);
                return (
                  <div key={doc.type}>
                    <label htmlFor={`doc-${doc.type}`} className="block text-sm font-semibold text-slate-800">
                      {doc.label} <span className="text-red-700" aria-hidden="true">*</span>
                    </label>
                    <input
                      id={`doc-${doc.type}`}
                      type="file"
                      accept=".pdf,.jpg,.jpeg,.png"
                      className="mt-1.5 block w-full text-sm text-slate-800 file:mr-3 file:rounded-lg file:border-0 file:bg-blue-700 file:px-4 file:py-2 file:font-semibold file:text-white"
                      onChange={(event) => {
                        const file = event.target.files?.[0];
                        setValues((v) => ({
                          ...v,
                          documents: [
                            ...v.documents.filter((d) => d.type !== doc.type),
                            ...(file ? [{ type: doc.type, fileName: file.name, sizeBytes: file.size }] : []),
                          ],
                        }));
                      }}
                    />
                    {uploaded && <p className="mt-1 text-sm text-green-800">Selected: {uploaded.fileName}</p>}
                  </div>
                );
              })}
              {attempted && errors.documents && (
                <p role="alert" className="text-sm font-medium text-red-700">
                  {errors.documents}
                </p>
              )}
            </div>
          )}
        </div>
        <div className="mt-8 flex flex-wrap justify-between gap-3">
          {step > 0 ? (
            <Button variant="secondary" onClick={() => setStep(step - 1)}>
              Previous
            </Button>
          ) : (
            <span />
          )}
          <Button onClick={next}>{step === SETUP_LAST_STEP ? 'Submit for Review' : 'Next'}</Button>
        </div>
      </div>
    </div>
  );
}
