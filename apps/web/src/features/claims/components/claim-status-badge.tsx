import type { ClaimStatus } from '@meridian/contracts';
import { Badge } from '../../../components/ui/badge';
import { claimStatusClass, claimStatusLabel } from '../lib/format';

export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return (
    <Badge className={claimStatusClass(status)}>
      <span data-testid="claim-status">{claimStatusLabel(status)}</span>
    </Badge>
  );
}
