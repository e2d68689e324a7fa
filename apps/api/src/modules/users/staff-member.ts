import type { StaffMember, UserRole } from '@meridian/contracts';
import type { UserDoc } from './users.model';

/** A user as the console lists them (driver picker, roles screen): who they are and their role, nothing more. */
export function toStaffMember(user: UserDoc): StaffMember {
  return {
    _id: String(user._id),
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phoneNumber: user.phoneNumber,
    role: (user.role ?? 'customer') as UserRole,
  };
}
