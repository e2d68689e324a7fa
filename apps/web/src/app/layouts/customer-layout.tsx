import { ArrowLeft } from 'lucide-react';
import { Link, Outlet, useMatches } from 'react-router-dom';
import { FRAME_WIDTH_CLASS, frameOf } from './route-frame';

/**
 * The customer's signed-in area (under ProtectedRoute). A route with `handle.frame` gets the shared page frame and,
 * when asked, Back to Dashboard; the bottom padding keeps the floating help button off the last card.
 */
export function CustomerLayout() {
  const frame = frameOf(useMatches());
  if (!frame) return <Outlet />;
  return (
    <div className="min-h-screen bg-slate-50 pb-24">
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
