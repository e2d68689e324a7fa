import { normalizeStatus } from '@meridian/contracts';
import { CircleCheckBig, Check, Hourglass, Package, Truck, Undo2, XCircle, type LucideIcon } from 'lucide-react';

// Pending hourglass, confirmed check, in-transit truck, delivered tick, cancelled cross, returned to sender a turn back,
// other package.
const ICONS: Record<string, LucideIcon> = {
  pending: Hourglass,
  confirmed: Check,
  'in-transit': Truck,
  delivered: CircleCheckBig,
  cancelled: XCircle,
  returned: Undo2,
};

export function StatusIcon({ status, className = 'h-6 w-6' }: { status: string | null | undefined; className?: string }) {
  const Icon = ICONS[normalizeStatus(status) ?? ''] ?? Package;
  return <Icon aria-hidden="true" className={className} />;
}
