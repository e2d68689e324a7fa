import { ArrowLeft } from 'lucide-react';
import { Link, Outlet, useMatches } from 'react-router-dom';
import { staffAreaFor } from '../../lib/role-home';
import { useAuth } from '../../lib/session';
import { FRAME_WIDTH_CLASS, frameOf } from './route-frame';

/** Staff who open a customer page keep a way back to their own area (decision 0037). */
function StaffAreaBar() {
  const { user } = useAuth();
  const area = staffAreaFor(user?.role);
  if (!area) return null;
  return (
    <div className="border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-950" data-testid="staff-area-bar">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-2">
        <span>You are viewing the customer area.</span>
        <Link to={area.path} className="inline-flex items-center gap-1 font-semibold text-blue-800 underline underline-offset-4">
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> {area.label}
        </Link>
      </div>
    </div>
  );
}

/**
 * The customer's signed-in area (under ProtectedRoute). A route with `handle.frame` gets the shared page frame and,
 * when asked, Back to Dashboard; the bottom padding keeps the floating help button off the last card.
 */
export function CustomerLayout() {
  const frame = frameOf(useMatches());
  if (!frame) {
    return (
      <>
        <StaffAreaBar />
        <Outlet />
      </>
    );
  }
  return (
    <div className="min-h-screen bg-slate-50 pb-24">
      <StaffAreaBar />
      <div className={`mx-auto ${FRAME_WIDTH_CLASS[frame.width]} px-4 py-8 sm:px-6`}>
        {frame.back && (
          <div className="mb-4">
            <Link to="/dashboard" className="inline-flex items-center gap-1 text-sm font-semibold text-blue-800 underline underline-offset-4">
              <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Dashboard
            </Link>
          </div>
        )}
        <Outlet />
      </div>
    </div>
  );
}
