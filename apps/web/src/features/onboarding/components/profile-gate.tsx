import type { CompanyProfile } from '@meridian/contracts';
import type { ReactNode } from 'react';
import { useCompanyProfile } from '../../../api/company-profile';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';

const PROFILE_LOAD_FAILED = 'Could not load your company profile.';

/** Loads the company profile once for an onboarding screen: Loading..., a Retry on failure, then the screen. */
export function ProfileGate({ children }: { children: (profile: CompanyProfile | null) => ReactNode }) {
  const query = useCompanyProfile();
  if (query.isPending) {
    return (
      <p role="status" className="text-slate-700">
        Loading...
      </p>
    );
  }
  if (query.isError) {
    return (
      <Alert tone="error" action={<Button variant="secondary" onClick={() => void query.refetch()}>Retry</Button>}>
        {PROFILE_LOAD_FAILED}
      </Alert>
    );
  }
  return children(query.data);
}
