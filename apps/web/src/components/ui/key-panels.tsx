import { TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '../../lib/format-date';
import { Alert } from './alert';
import { Badge } from './badge';
import { Button } from './button';
import { CopySecret } from './copy-secret';
import { Dialog } from './dialog';

/** The one moment a secret key (a device key, an API key) is shown: the warning, the key to copy, and done. */
export function OneTimeKeyPanel({ title, warning, value, doneLabel, onDone, children }: { title: string; warning: string; value: string; doneLabel: string; onDone: () => void; children?: ReactNode }) {
  return (
    <section aria-labelledby="issued-title" className="rounded-2xl border-2 border-amber-400 bg-amber-50 p-5 sm:p-6">
      <h2 id="issued-title" className="flex items-center gap-2 text-lg font-bold text-amber-950">
        <TriangleAlert aria-hidden="true" className="h-5 w-5 shrink-0" /> {title}
      </h2>
      <p className="mt-1 font-semibold text-amber-950">{warning}</p>
      {children}
      <div className="mt-4">
        <CopySecret value={value} what="key" testId="issued-key" />
      </div>
      <Button variant="secondary" className="mt-3" onClick={onDone}>
        {doneLabel}
      </Button>
    </section>
  );
}

type RevokeProps = {
  open: boolean;
  title: string;
  children: ReactNode;
  error: string | null;
  pending: boolean;
  keepLabel: string;
  revokeLabel: string;
  pendingLabel?: string;
  onRevoke: () => void;
  onClose: () => void;
};

/** Asks before a key is revoked for good; the caller's mutation does the work. */
export function RevokeKeyDialog({ open, title, children, error, pending, keepLabel, revokeLabel, pendingLabel, onRevoke, onClose }: RevokeProps) {
  return (
    <Dialog open={open} title={title} onClose={onClose}>
      {open && (
        <>
          <p className="text-slate-800">{children}</p>
          {error && (
            <Alert tone="error" className="mt-4">
              {error}
            </Alert>
          )}
          <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={pending}>
              {keepLabel}
            </Button>
            <Button variant="danger" disabled={pending} onClick={onRevoke}>
              {pending && pendingLabel ? pendingLabel : revokeLabel}
            </Button>
          </div>
        </>
      )}
    </Dialog>
  );
}

/**
 * A key's row after its name: created, last used, state, and Revoke while it is active (grid cells of the caller's row).
 * `suspended`: why a key that is not revoked still does not work, shown under a Suspended badge instead of Active.
 */
export function KeyRowCells({
  createdAt,
  lastUsedAt,
  revokedAt,
  suspended,
  revokeLabel,
  onRevoke,
}: {
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt?: string | null;
  suspended?: string | null;
  revokeLabel: string;
  onRevoke: () => void;
}) {
  return (
    <>
      <div>
        <p className="text-xs text-slate-600">Created</p>
        <p className="text-slate-900">{formatDateTime(createdAt)}</p>
      </div>
      <div>
        <p className="text-xs text-slate-600">Last used</p>
        <p className="text-slate-900">{lastUsedAt ? formatDateTime(lastUsedAt) : 'Never'}</p>
      </div>
      <div>
        {revokedAt ? (
          <>
            <Badge className="bg-slate-200 text-slate-800">Revoked</Badge>
            <p className="mt-1 text-xs text-slate-700">{formatDateTime(revokedAt)}</p>
          </>
        ) : suspended ? (
          <>
            <Badge className="bg-amber-100 text-amber-900">Suspended</Badge>
            <p className="mt-1 text-xs text-slate-700">{suspended}</p>
          </>
        ) : (
          <Badge className="bg-green-100 text-green-900">Active</Badge>
        )}
      </div>
      <div className="text-right">
        {!revokedAt && (
          <Button variant="secondary" className="px-3 py-2 text-sm" onClick={onRevoke} aria-label={revokeLabel}>
            Revoke
          </Button>
        )}
      </div>
    </>
  );
}

/** The list of issued keys in its card, with its loading, failure and empty states (device keys and API keys alike). */
export function KeyListSection({ title, pending, error, emptyText, children }: { title: string; pending: boolean; error: string | null; emptyText: string; children: ReactNode[] }) {
  return (
    <section aria-labelledby="keys-title" className="rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <h2 id="keys-title" className="px-5 pt-5 text-lg font-bold text-slate-900 sm:px-6">
        {title}
      </h2>
      {pending ? (
        <p role="status" className="p-6 text-slate-700">
          Loading keys...
        </p>
      ) : error !== null ? (
        <Alert tone="error" className="m-5">
          {error}
        </Alert>
      ) : children.length === 0 ? (
        <p className="p-6 text-slate-700">{emptyText}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">{children}</ul>
      )}
    </section>
  );
}
