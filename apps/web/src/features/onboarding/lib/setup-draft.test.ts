import { describe, expect, it } from 'vitest';
import { emptySetup, setupStepErrors } from './setup-draft';

describe('profile setup steps (spec 5: all required except website)', () => {
  it('when the contact step has no website, then it is still valid', () => {
    expect(setupStepErrors(2, { ...emptySetup, contactPerson: 'Ada', phoneNumber: '+1 555 0100', businessEmail: 'ada@acme.com' })).toEqual({});
  });
  it('when the company step is empty, then every field reports', () => {
    expect(Object.keys(setupStepErrors(0, emptySetup)).sort()).toEqual(['businessType', 'companyName', 'registrationNumber', 'taxId']);
  });
  it('when a document is missing, then the documentation step asks for all four', () => {
    expect(setupStepErrors(3, emptySetup)).toEqual({ documents: 'Upload all four required documents' });
  });
});
