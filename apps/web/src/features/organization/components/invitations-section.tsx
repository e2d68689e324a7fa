import { zodResolver } from '@hookform/resolvers/zod';
import {
  invitationCreateSchema,
  ORGANIZATION_MESSAGES,
  ORGANIZATION_ROLE_DESCRIPTIONS,
  ORGANIZATION_ROLE_LABELS,
  ORGANIZATION_ROLES,
  type Invitation,
  type InvitationCreateInput,
} from '@meridian/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/text-field';
import { messageOr } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { useCreateInvitation, useInvitations } from '../api/invitations';

/** Admins invite by e-mail with a role, and see and revoke what is still pending (decision 0055). */
export function InvitationsSection({ onRevoke }: { onRevoke: (invitation: Invitation) => void }) {
  const invitations = useInvitations(true);
  const create = useCreateInvitation();
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<InvitationCreateInput>({ resolver: zodResolver(invitationCreateSchema), defaultValues: { email: '', role: 'booker' } });

  const onSubmit = handleSubmit(async (values) => {
    setSent(null);
    try {
      const invitation = await create.mutateAsync(values);
      setSent(ORGANIZATION_MESSAGES.invitationSent(invitation.email));
      reset({ email: '', role: values.role });
    } catch (error) {
      setError('email', { message: messageOr(error, 'We could not send the invitation. Please try again.') });
    }
  });

  return (
    <section aria-labelledby="invitations-heading" className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <h2 id="invitations-heading" className="text-lg font-bold text-slate-900">
        Invite a colleague
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        {sent && <Alert tone="success">{sent}</Alert>}
        <div className="grid gap-4 sm:grid-cols-[1fr_12rem]">
          <TextField id="invite-email" type="email" label="Email" required autoComplete="off" error={errors.email?.message} {...register('email')} />
          <SelectField id="invite-role" label="Role" error={errors.role?.message} {...register('role')}>
            {ORGANIZATION_ROLES.map((role) => (
              <option key={role} value={role}>
                {ORGANIZATION_ROLE_LABELS[role]}
              </option>
            ))}
          </SelectField>
        </div>
        <dl className="grid gap-2 rounded-xl bg-slate-50 p-4 text-sm sm:grid-cols-3">
          {ORGANIZATION_ROLES.map((role) => (
            <div key={role}>
              <dt className="font-semibold text-slate-900">{ORGANIZATION_ROLE_LABELS[role]}</dt>
              <dd className="text-slate-700">{ORGANIZATION_ROLE_DESCRIPTIONS[role]}</dd>
            </div>
          ))}
        </dl>
        <Button type="submit" disabled={create.isPending} className="w-full sm:w-auto">
          {create.isPending ? 'Sending...' : 'Send invitation'}
        </Button>
      </form>

      <h3 className="mt-8 font-bold text-slate-900">Pending invitations</h3>
      {invitations.isError && (
        <div className="mt-3">
          <Alert tone="error">{messageOr(invitations.error, 'We could not load the invitations. Please try again.')}</Alert>
        </div>
      )}
      {invitations.data?.length === 0 && <p className="mt-3 text-sm text-slate-600">No pending invitations.</p>}
      <ul className="mt-3 divide-y divide-slate-200">
        {invitations.data?.map((invitation) => (
          <li key={invitation.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between" data-testid="invitation-row">
            <div className="min-w-0">
              <p className="font-semibold break-all text-slate-900">{invitation.email}</p>
              <p className="text-xs text-slate-600">
                Invited by {invitation.invitedBy.name} · expires {formatDateTime(invitation.expiresAt)}
              </p>
            </div>
            <div className="flex items-center gap-2">
              <Badge>{ORGANIZATION_ROLE_LABELS[invitation.role]}</Badge>
              <Button variant="secondary" className="!px-3 !py-2 text-sm" onClick={() => onRevoke(invitation)}>
                Revoke
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
