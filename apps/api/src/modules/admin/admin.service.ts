import {
  SELF_DEMOTION_MESSAGE,
  totalPagesFor,
  USER_LIST_PAGE_SIZE,
  USER_NOT_FOUND,
  type StaffMember,
  type UserList,
  type UserListQuery,
  type UserRole,
} from '@meridian/contracts';
import { conflict, notFound } from '../../lib/errors';
import { countMatchingUsers, searchUsers, setUserRole, toStaffMember } from '../users/users.service';

export async function listUsers(query: UserListQuery): Promise<UserList> {
  const [users, totalRecords] = await Promise.all([
    searchUsers(query.role, query.q || undefined, (query.page - 1) * USER_LIST_PAGE_SIZE, USER_LIST_PAGE_SIZE),
    countMatchingUsers(query.role, query.q || undefined),
  ]);
  return {
    records: users.map(toStaffMember),
    pagination: { currentPage: query.page, totalPages: totalPagesFor(totalRecords, USER_LIST_PAGE_SIZE), totalRecords, limit: USER_LIST_PAGE_SIZE },
  };
}

export async function changeRole(adminId: string, userId: string, role: UserRole): Promise<StaffMember> {
  // The last line of defence against a system with no admin: nobody removes their own admin role.
  if (adminId === userId && role !== 'admin') throw conflict(SELF_DEMOTION_MESSAGE);
  const saved = await setUserRole(userId, role);
  if (!saved) throw notFound(USER_NOT_FOUND);
  return toStaffMember(saved);
}
