import type { CompanyProfile, SessionUser } from '@meridian/contracts';
import { describe, expect, it } from 'vitest';
import { makeSessionUser } from '../../../mocks/fixtures/user';
import { businessCustomerFrom } from './business-customer';

const user: SessionUser = { ...makeSessionUser('customer'), companyName: 'Nwosu Fresh Foods', phoneNumber: '+15550100200', email: 'amara@example.com', verified: true };
const profile = (reviewStatus: CompanyProfile['reviewStatus']) =>
  ({ _id: 'p1', reviewStatus, companyName: 'Nwosu Fresh Foods Ltd', phoneNumber: '+15550109999', businessEmail: 'ops@nwosu.example' }) as CompanyProfile;

describe('businessCustomerFrom', () => {
  it('when the profile is approved, then who books comes from the profile', () => {
    expect(businessCustomerFrom(profile('approved'), user)).toEqual({ name: 'Nwosu Fresh Foods Ltd', phone: '+15550109999', email: 'ops@nwosu.example' });
  });

  it('when the profile is pending or rejected, then nothing is filled in', () => {
    expect(businessCustomerFrom(profile('pending'), user)).toBeNull();
    expect(businessCustomerFrom(profile('rejected'), user)).toBeNull();
  });

  it('when a verified account has no profile document, then its own details stand for the business; an unverified one gets nothing', () => {
    expect(businessCustomerFrom(null, user)).toEqual({ name: 'Nwosu Fresh Foods', phone: '+15550100200', email: 'amara@example.com' });
    expect(businessCustomerFrom(null, { ...user, verified: false })).toBeNull();
  });
});
