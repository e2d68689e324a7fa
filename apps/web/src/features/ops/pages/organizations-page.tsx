import { ORGANIZATION_ROLE_LABELS, type AdminOrganization, type OrganizationRole } from '@meridian/contracts';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAdminOrganization, useAdminOrganizations, useDisableOrganizationWebhook, usePromoteOrganizationMember, useRevokeOrganizationKey } from '../api/admin-organizations';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { OPS_COPY } from '../../../content/ops';
import { messageOr } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format-date';
import { usePageTitle } from '../../../lib/use-page-title';
import { Card, linkClass } from '../components/card';

const ROLE_TONES: Record<OrganizationRole, string> = {
  admin: 'bg-purple-100 text-purple-900',
  booker: 'bg-blue-100 text-blue-900',
  viewer: 'bg-slate-100 text-slate-800',
};

/** /ops/organizations (admins): every customer organization, those without an admin marked. */
export function OrganizationsPage() {
  usePageTitle('Organizations');
  const query = useAdminOrganizations();
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900">Organizations</h1>
        <p className="mt-1 text-slate-700">Members, invitations, API keys and webhooks of every customer organization.</p>
      </header>
      {query.isPending && <p role="status">Loading organizations...</p>}
      {query.isError && <Alert tone="error">{messageOr(query.error, OPS_COPY.organizationsFailed)}</Alert>}
      {query.data && query.data.records.length === 0 && <p className="text-slate-700">No organizations yet.</p>}
      {query.data && query.data.records.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200" aria-label="Organizations">
          {query.data.records.map((organization) => (
            <li key={organization.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 px-5 py-4">
              <Link to={`/ops/organizations/${organization.id}`} className={`font-semibold ${linkClass}`}>
                {organization.name}
              </Link>
              <span className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                {organization.members} {organization.members === 1 ? 'member' : 'members'}
                {organization.admins === 0 ? <Badge className="bg-red-100 text-red-900">No admin</Badge> : <Badge>{`${organization.admins} ${organization.admins === 1 ? 'admin' : 'admins'}`}</Badge>}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

type Pending = { kind: 'revoke' | 'disable' | 'promote'; id: string; label: string };

const CONFIRM: Record<Pending['kind'], { title: string; text: (label: string) => string; action: string; done: (label: string) => string }> = {
  revoke: { title: 'Revoke API key', text: (l) => `Revoke the key "${l}"? Requests with it are refused from now on; this cannot be undone.`, action: 'Revoke key', done: (l) => `The key "${l}" is revoked.` },
  disable: { title: 'Disable webhook', text: (l) => `Stop sending events to ${l}? The organization's admins can turn it on again.`, action: 'Disable webhook', done: (l) => `Events to ${l} are stopped.` },
  promote: { title: 'Make admin', text: (l) => `Make ${l} the admin of this organization? They can then manage its members, keys and webhooks.`, action: 'Make admin', done: (l) => `${l} is now an admin of this organization.` },
};

function ConfirmDialog({ organizationId, pending, onClose, onDone }: { organizationId: string; pending: Pending | null; onClose: () => void; onDone: (message: string) => void }) {
  const revoke = useRevokeOrganizationKey(organizationId);
  const disable = useDisableOrganizationWebhook(organizationId);
  const promote = usePromoteOrganizationMember(organizationId);
  const mutation = pending?.kind === 'revoke' ? revoke : pending?.kind === 'disable' ? disable : promote;
  const close = () => {
    for (const m of [revoke, disable, promote]) m.reset();
    onClose();
  };
  const copy = pending ? CONFIRM[pending.kind] : undefined;
  const confirm = () => {
    if (!pending || !copy) return;
    (mutation.mutate as (id: string, options: { onSuccess: () => void }) => void)(pending.id, {
      onSuccess: () => {
        onDone(copy.done(pending.label));
        close();
      },
    });
  };
  return (
    <Dialog open={pending !== null} title={copy?.title ?? ''} onClose={close}>
      {pending && copy && (
        <>
          <p className="text-slate-800">{copy.text(pending.label)}</p>
          {mutation.isError && (
            <Alert tone="error" className="mt-4">
              {messageOr(mutation.error, OPS_COPY.organizationActionFailed)}
            </Alert>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
              Cancel
            </Button>
            <Button variant={pending.kind === 'promote' ? 'primary' : 'danger'} onClick={confirm} disabled={mutation.isPending}>
              {mutation.isPending ? 'Saving...' : copy.action}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}

const rowClass = 'flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3';

function OrganizationDetail({ organization, onAct }: { organization: AdminOrganization; onAct: (pending: Pending) => void }) {
  const noAdmin = organization.admins === 0;
  return (
    <div className="space-y-6">
      {noAdmin && <Alert tone="error">{OPS_COPY.noActingAdmin}</Alert>}
      <Card title={`Members (${organization.members.length})`}>
        <ul className="divide-y divide-slate-200">
          {organization.members.map((member) => {
            const name = `${member.firstName} ${member.lastName}`;
            return (
              <li key={member.id} className={rowClass}>
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{name}</span>
                  <span className="block text-sm break-all text-slate-700">{member.email}</span>
                </span>
                <span className="flex items-center gap-3">
                  <Badge className={ROLE_TONES[member.role]}>{ORGANIZATION_ROLE_LABELS[member.role]}</Badge>
                  {member.staff && <Badge className="bg-amber-100 text-amber-900">Now staff, cannot act</Badge>}
                  {noAdmin && member.role !== 'admin' && (
                    <Button variant="secondary" onClick={() => onAct({ kind: 'promote', id: member.id, label: name })} aria-label={`Make ${name} admin`}>
                      Make admin
                    </Button>
                  )}
                </span>
              </li>
            );
          })}
        </ul>
      </Card>
      <Card title={`Pending invitations (${organization.invitations.length})`}>
        {organization.invitations.length === 0 ? (
          <p className="text-slate-700">No pending invitations.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {organization.invitations.map((invitation) => (
              <li key={invitation.id} className={rowClass}>
                <span className="min-w-0">
                  <span className="block font-semibold break-all text-slate-900">{invitation.email}</span>
                  <span className="block text-sm text-slate-700">
                    Invited by {invitation.invitedBy.name}, expires {formatDateTime(invitation.expiresAt)}
                  </span>
                </span>
                <Badge className={ROLE_TONES[invitation.role]}>{ORGANIZATION_ROLE_LABELS[invitation.role]}</Badge>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={`API keys (${organization.apiKeys.length})`}>
        {organization.apiKeys.length === 0 ? (
          <p className="text-slate-700">No API keys.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {organization.apiKeys.map((key) => (
              <li key={key.id} className={rowClass}>
                <span className="min-w-0">
                  <span className="block font-semibold text-slate-900">{key.name}</span>
                  <span className="block font-mono text-sm text-slate-700">{key.prefix}...</span>
                  <span className="block text-sm text-slate-700">
                    {key.scopes.join(', ')} · last used {key.lastUsedAt ? formatDateTime(key.lastUsedAt) : 'never'}
                  </span>
                </span>
                {key.revokedAt ? (
                  <Badge className="bg-slate-200 text-slate-800">Revoked</Badge>
                ) : (
                  <Button variant="danger" onClick={() => onAct({ kind: 'revoke', id: key.id, label: key.name })} aria-label={`Revoke ${key.name}`}>
                    Revoke
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card title={`Webhooks (${organization.webhooks.length})`}>
        {organization.webhooks.length === 0 ? (
          <p className="text-slate-700">No webhooks.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {organization.webhooks.map((webhook) => (
              <li key={webhook.id} className={rowClass}>
                <span className="min-w-0">
                  <span className="block font-mono text-sm font-semibold break-all text-slate-900">{webhook.url}</span>
                  <span className="block text-sm text-slate-700">{webhook.events.join(', ')}</span>
                </span>
                {webhook.enabled ? (
                  <Button variant="danger" onClick={() => onAct({ kind: 'disable', id: webhook.id, label: webhook.url })} aria-label={`Disable ${webhook.url}`}>
                    Disable
                  </Button>
                ) : (
                  <Badge className="bg-slate-200 text-slate-800">Disabled</Badge>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

/** /ops/organizations/:id (admins): one organization, with the few rescues an admin may make for it. */
export function OrganizationPage() {
  const { id = '' } = useParams();
  const query = useAdminOrganization(id);
  usePageTitle(query.data ? `${query.data.name} | Organizations` : 'Organization');
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState('');
  return (
    <div className="space-y-6">
      <Link to="/ops/organizations" className={`inline-flex items-center gap-1 text-sm font-semibold ${linkClass}`}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> All organizations
      </Link>
      {query.isPending && <p role="status">Loading the organization...</p>}
      {query.isError && <Alert tone="error">{messageOr(query.error, OPS_COPY.organizationFailed)}</Alert>}
      {query.data && (
        <>
          <header>
            <h1 className="text-2xl font-bold break-words text-slate-900">{query.data.name}</h1>
            <p className="mt-1 text-slate-700">Customer since {formatDateTime(query.data.createdAt)}</p>
          </header>
          <p role="status" className={notice ? 'rounded-lg bg-green-50 px-4 py-3 font-semibold text-green-900 ring-1 ring-green-200' : 'sr-only'}>
            {notice}
          </p>
          <OrganizationDetail
            organization={query.data}
            onAct={(next) => {
              setNotice('');
              setPending(next);
            }}
          />
          <ConfirmDialog organizationId={id} pending={pending} onClose={() => setPending(null)} onDone={setNotice} />
        </>
      )}
    </div>
  );
}
