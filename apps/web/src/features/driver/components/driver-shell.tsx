import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Link, Outlet, useNavigate } from 'react-router-dom';
import { Dialog } from '../../../components/ui/dialog';
import { brand } from '../../../content/brand';
import { DRIVER_COPY } from '../../../content/driver';
import { useAuth } from '../../../lib/session';
import { waitingText } from '../outbox/outbox-logic';
import { OutboxProvider, useOutbox } from '../outbox/outbox-provider';
import type { OutboxStorage } from '../outbox/outbox-storage';
import { PendingBanner, PendingIndicator } from './pending-banner';
import { PositionSharing } from './position-sharing';

function LogoutButton() {
  const { logout } = useAuth();
  const navigate = useNavigate();
  const { pending } = useOutbox();
  const [asking, setAsking] = useState(false);
  const leave = () => {
    logout();
    navigate('/auth/login');
  };
  return (
    <>
      <button
        type="button"
        onClick={() => (pending.length > 0 ? setAsking(true) : leave())}
        className="inline-flex min-h-12 min-w-12 items-center justify-center gap-1 rounded-lg px-2 text-sm font-bold text-white hover:bg-slate-800"
      >
        <LogOut aria-hidden="true" className="h-5 w-5" /> {DRIVER_COPY.logout}
      </button>
      <Dialog open={asking} title={DRIVER_COPY.logoutPendingTitle} onClose={() => setAsking(false)}>
        <p className="text-base text-slate-900">
          {waitingText(pending.length)}. {DRIVER_COPY.logoutPendingBody}
        </p>
        <div className="mt-6 grid gap-3">
          <button type="button" onClick={() => setAsking(false)} className="min-h-12 rounded-lg bg-blue-800 px-4 text-base font-bold text-white">
            {DRIVER_COPY.stay}
          </button>
          <button type="button" onClick={leave} className="min-h-12 rounded-lg border-2 border-slate-700 px-4 text-base font-bold text-slate-900">
            {DRIVER_COPY.logoutAnyway}
          </button>
        </div>
      </Dialog>
    </>
  );
}

/**
 * /driver: a phone-first frame. One compact bar (brand, who is signed in, what waits to be sent, Logout), the
 * outbox's banner, and the screen; the content is one column at most 40rem wide on a desktop.
 */
export function DriverShell({ storage }: { storage?: OutboxStorage }) {
  const { user } = useAuth();
  return (
    <OutboxProvider storage={storage}>
      <div className="min-h-screen bg-slate-100 pb-16 text-slate-950">
        <header className="sticky top-0 z-20 bg-slate-950 text-white shadow-md">
          <div className="mx-auto flex max-w-2xl items-center gap-2 px-3 py-1.5">
            <Link to="/driver" className="flex min-h-12 min-w-0 flex-1 flex-col justify-center">
              <span className="truncate text-base leading-tight font-extrabold">{brand.name}</span>
              <span className="truncate text-sm leading-tight text-slate-200">
                {DRIVER_COPY.area} · {user ? `${user.firstName} ${user.lastName}` : ''}
              </span>
            </Link>
            <PendingIndicator />
            <LogoutButton />
          </div>
        </header>
        <div className="mx-auto max-w-2xl px-3 py-4">
          <PendingBanner />
          <PositionSharing />
          <Outlet />
        </div>
      </div>
    </OutboxProvider>
  );
}
