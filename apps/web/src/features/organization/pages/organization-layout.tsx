import { ORGANIZATION_ROLE_DESCRIPTIONS, ORGANIZATION_ROLE_LABELS } from '@meridian/contracts';
import { Building2 } from 'lucide-react';
import { Outlet } from 'react-router-dom';
import { useOrganization } from '../../../api/organization';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { messageOr } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { OrganizationNav } from '../components/organization-nav';

/** /organization (decision 0055): the organization's name and the caller's role above its sections. */
export function OrganizationLayout() {
  usePageTitle('Organization');
  const organization = useOrganization();
  const role = organization.data?.role;
  return (
    <div className="space-y-6">
      <header className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
        <div className="flex items-start gap-3">
          <span className="grid h-10 w-10 shrink-0 place-items-center rounded-xl bg-blue-50 text-blue-800">
            <Building2 aria-hidden="true" className="h-5 w-5" />
          </span>
          <div className="min-w-0">
            <h1 className="text-2xl font-bold break-words text-slate-900">{organization.data?.name ?? 'Your organization'}</h1>
            {role && (
              <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-700">
                Your role: <Badge className="bg-blue-100 text-blue-900">{ORGANIZATION_ROLE_LABELS[role]}</Badge>
                <span>{ORGANIZATION_ROLE_DESCRIPTIONS[role]}</span>
              </p>
            )}
          </div>
        </div>
        {organization.isError && (
          <div className="mt-4">
            <Alert tone="error">{messageOr(organization.error, 'We could not load your organization. Please try again.')}</Alert>
          </div>
        )}
        <div className="mt-5">
          <OrganizationNav role={role} />
        </div>
      </header>
      <Outlet />
    </div>
  );
}
