import {
  lastAdminLimits,
  ORGANIZATION_MESSAGES,
  ORGANIZATION_ROLE_LABELS,
  ORGANIZATION_ROLES,
  type OrganizationMember,
  type OrganizationRole,
} from '@meridian/contracts';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatCalendarDate } from '../../../lib/format-date';
import { inputClass } from '../../../components/ui/form-field';
import { messageOr } from '../../../lib/api-client';
import { useMembers } from '../api/members';

type Props = {
  currentUserId: string | undefined;
  isAdmin: boolean;
  onChangeRole: (member: OrganizationMember, role: OrganizationRole) => void;
  onRemove: (member: OrganizationMember) => void;
};

export const fullName = (m: OrganizationMember) => `${m.firstName} ${m.lastName}`.trim();

/** Everyone sees who belongs; admins change roles and remove; each member may leave. */
export function MembersSection({ currentUserId, isAdmin, onChangeRole, onRemove }: Props) {
  const members = useMembers();
  return (
    <section aria-labelledby="members-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="members-heading" className="text-lg font-bold text-slate-900">
        Members
      </h2>
      {members.isPending && <p className="mt-4 text-slate-600">Loading members...</p>}
      {members.isError && (
        <div className="mt-4">
          <Alert tone="error">{messageOr(members.error, 'We could not load the members. Please try again.')}</Alert>
        </div>
      )}
      <ul className="mt-4 divide-y divide-slate-200">
        {members.data?.map((member, _index, all) => {
          const isMe = member.id === currentUserId;
          // The last admin's controls are held back with the reason beside them, rather than offered and then refused.
          const limits = lastAdminLimits(all, member.id);
          const hintId = `last-admin-${member.id}`;
          const held = !limits.mayChangeRole || !limits.mayLeave;
          return (
            <li key={member.id} className="flex flex-col gap-3 py-4 sm:flex-row sm:items-center sm:justify-between" data-testid="member-row">
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">
                  {fullName(member)} {isMe && <span className="font-normal text-slate-600">(you)</span>}
                </p>
                <p className="text-sm break-all text-slate-700">{member.email}</p>
                <p className="text-xs text-slate-600">Joined {formatCalendarDate(member.joinedAt.slice(0, 10))}</p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                {isAdmin ? (
                  <div className="w-36">
                    <select
                      aria-label={`Role of ${fullName(member)}`}
                      className={`${inputClass(false)} disabled:cursor-not-allowed disabled:bg-slate-100 disabled:text-slate-600`}
                      value={member.role}
                      disabled={!limits.mayChangeRole}
                      aria-describedby={held ? hintId : undefined}
                      onChange={(event) => onChangeRole(member, event.target.value as OrganizationRole)}
                    >
                      {ORGANIZATION_ROLES.map((role) => (
                        <option key={role} value={role}>
                          {ORGANIZATION_ROLE_LABELS[role]}
                        </option>
                      ))}
                    </select>
                  </div>
                ) : (
                  <Badge>{ORGANIZATION_ROLE_LABELS[member.role]}</Badge>
                )}
                {(isAdmin || isMe) && (
                  <Button
                    variant="secondary"
                    className="!px-3 !py-2 text-sm"
                    disabled={!limits.mayLeave}
                    aria-describedby={held ? hintId : undefined}
                    onClick={() => onRemove(member)}
                  >
                    {isMe ? 'Leave' : 'Remove'}
                  </Button>
                )}
                {held && (
                  <p id={hintId} className="w-full text-xs text-slate-600 sm:w-auto sm:max-w-56">
                    {all.length === 1 ? ORGANIZATION_MESSAGES.lastAdminAlone : ORGANIZATION_MESSAGES.lastAdmin}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
