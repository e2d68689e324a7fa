import type { CompanyProfile } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { emptySetup, firstIncompleteStep, setupStepErrors, stepDraft, toSetupValues } from './setup-draft';

const company = { companyName: 'Acme', businessType: 'llc', registrationNumber: 'RC-1', taxId: 'TX-1' } as const;

describe('profile setup steps (all required except website)', () => {
  it('when the contact step has no website, then it is still valid', () => {
    expect(setupStepErrors(2, { ...emptySetup, contactPerson: 'Ada', phoneNumber: '+1 555 0100', businessEmail: 'ada@acme.com' })).toEqual({});
  });
  it('when the company step is empty, then every field reports', () => {
    expect(Object.keys(setupStepErrors(0, emptySetup)).sort()).toEqual(['businessType', 'companyName', 'registrationNumber', 'taxId']);
  });
  it('when a saved profile comes back, then the wizard resumes at its first unfinished step', () => {
    const values = toSetupValues({ ...company, reviewStatus: 'draft' } as unknown as CompanyProfile);
    expect(values.companyName).toBe('Acme');
    expect(values.city).toBe('');
    expect(firstIncompleteStep(values)).toBe(1);
    expect(firstIncompleteStep(emptySetup)).toBe(0);
  });
  it('when a step is saved, then only its own fields go to the server, trimmed', () => {
    expect(stepDraft(0, { ...emptySetup, ...company, companyName: '  Acme  ', city: 'Austin' })).toEqual(company);
  });
});
