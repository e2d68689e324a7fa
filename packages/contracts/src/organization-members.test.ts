import { describe, expect, it } from 'vitest';
import { lastAdminLimits } from './organization-members';

const admin = { id: 'a', role: 'admin' as const };
const booker = { id: 'b', role: 'booker' as const };

describe('lastAdminLimits (decision 0055)', () => {
  it('when the only admin has others beside them, then they may neither change their role nor leave', () => {
    expect(lastAdminLimits([admin, booker], 'a')).toEqual({ mayChangeRole: false, mayLeave: false });
  });

  it('when the only admin is the only member, then they may leave but not step down', () => {
    expect(lastAdminLimits([admin], 'a')).toEqual({ mayChangeRole: false, mayLeave: true });
  });

  it('when there are two admins, or the member is not an admin, then nothing is held back', () => {
    expect(lastAdminLimits([admin, { id: 'c', role: 'admin' }], 'a')).toEqual({ mayChangeRole: true, mayLeave: true });
    expect(lastAdminLimits([admin, booker], 'b')).toEqual({ mayChangeRole: true, mayLeave: true });
  });
});
