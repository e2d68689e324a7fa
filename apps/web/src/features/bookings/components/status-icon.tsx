import { normalizeStatus } from '@meridian/contracts';
import { CircleCheckBig, Check, Hourglass, Package, Truck, XCircle, type LucideIcon } from 'lucide-react';

// Pending hourglass, confirmed check, in-transit truck, delivered tick, cancelled cross, other package.
const ICONS: Record<string, LucideIcon> = {
  pending: Hourglass,
  confirmed: Check,
  'in-transit': Truck,
  delivered: CircleCheckBig,
  cancelled: XCircle,
};

export function StatusIcon({ status, className = 'h-6 w-6' }: { status: string | null | undefined; className?: string }) {
  const Icon = ICONS[normalizeStatus(status) ?? ''] ?? Package;
  return <Icon aria-hidden="true" className={className} />;
}
