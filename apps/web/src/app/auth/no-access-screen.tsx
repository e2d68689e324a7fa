import { ShieldAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../lib/use-page-title';

export const NO_ACCESS_TITLE = "You don't have access to this area";

export function NoAccessScreen() {
  usePageTitle('No access');
  return (
    <section className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
      <ShieldAlert className="h-14 w-14 text-blue-700" aria-hidden="true" />
      <h1 className="mt-6 text-3xl font-bold text-slate-900">{NO_ACCESS_TITLE}</h1>
      <p className="mt-4 text-slate-700">This part of the site is for other kinds of accounts. Your own shipments are on your dashboard.</p>
      <Link to="/dashboard" className="mt-8 rounded-lg bg-blue-700 px-5 py-3 font-semibold text-white hover:bg-blue-800">
        Go to Dashboard
      </Link>
    </section>
  );
}
