import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { Alert } from '../../components/ui/alert';

export function RouteLoading() {
  return (
    <div className="grid min-h-[60vh] place-items-center" role="status" aria-label="Loading page">
      <span className="h-10 w-10 animate-spin rounded-full border-4 border-blue-200 border-t-blue-700" />
    </div>
  );
}

/** Route-level error boundary: a failed chunk load or a render error lands here, not on a blank page. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : 'Something went wrong.';
  return (
    <main id="main" className="mx-auto max-w-xl px-4 py-24">
      <h1 className="text-center text-3xl font-bold text-slate-900">We hit a problem</h1>
      <Alert
        tone="error"
        className="mt-6"
        action={
          <Link to="/" className="inline-block rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800">
            Back to home
          </Link>
        }
      >
        {detail} Please reload the page or go back home.
      </Alert>
    </main>
  );
}
