import { canManageOrganization, ORGANIZATION_ROLE_LABELS, type Invitation, type OrganizationMember, type OrganizationRole } from '@meridian/contracts';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useOrganization } from '../../../api/organization';
import { messageOr } from '../../../lib/api-client';
import { useAuth } from '../../../lib/session';
import { useRevokeInvitation } from '../api/invitations';
import { useChangeMemberRole, useRemoveMember } from '../api/members';
import { ConfirmDialog, type PendingConfirm } from '../components/confirm-dialog';
import { InvitationsSection } from '../components/invitations-section';
import { fullName, MembersSection } from '../components/members-section';

/** /organization: the members, and for admins the invitations (decision 0055). Every change is confirmed first. */
export function MembersPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const organization = useOrganization();
  const isAdmin = canManageOrganization(organization.data?.role);
  const changeRole = useChangeMemberRole();
  const remove = useRemoveMember();
  const revoke = useRevokeInvitation();
  const [pending, setPending] = useState<PendingConfirm | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const ask = (confirm: PendingConfirm) => {
    setError(null);
    setPending({
      ...confirm,
      run: async () => {
        setBusy(true);
        try {
          await confirm.run();
          setPending(null);
        } catch (failure) {
          setError(messageOr(failure, 'That did not work. Please try again.'));
        } finally {
          setBusy(false);
        }
      },
    });
  };

  const onChangeRole = (member: OrganizationMember, role: OrganizationRole) =>
    ask({
      title: 'Change role',
      body: `Make ${fullName(member)} ${ORGANIZATION_ROLE_LABELS[role].toLowerCase()}?`,
      action: 'Change role',
      run: () => changeRole.mutateAsync({ userId: member.id, role }),
    });

  const onRemove = (member: OrganizationMember) => {
    const isMe = member.id === user?._id;
    ask({
      title: isMe ? 'Leave organization' : 'Remove member',
      body: isMe
        ? `You will no longer see ${organization.data?.name ?? 'the organization'}'s bookings. Your account stays, in a new organization of your own.`
        : `${fullName(member)} will no longer see the organization's bookings. Their account stays; bookings they made stay here.`,
      action: isMe ? 'Leave' : 'Remove',
      danger: true,
      run: async () => {
        await remove.mutateAsync(member.id);
        if (isMe) navigate('/dashboard', { replace: true });
      },
    });
  };

  const onRevoke = (invitation: Invitation) =>
    ask({
      title: 'Revoke invitation',
      body: `The link sent to ${invitation.email} will stop working.`,
      action: 'Revoke',
      danger: true,
      run: () => revoke.mutateAsync(invitation.id),
    });

  return (
    <div className="space-y-6">
      <MembersSection currentUserId={user?._id} isAdmin={isAdmin} onChangeRole={onChangeRole} onRemove={onRemove} />
      {isAdmin && <InvitationsSection onRevoke={onRevoke} />}
      <ConfirmDialog pending={pending} busy={busy} error={error} onClose={() => setPending(null)} />
    </div>
  );
}
