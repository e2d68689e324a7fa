import { usePageTitle } from '../../lib/use-page-title';

/** A stand-in until issue 13 builds the driver's job list. */
export function DriverHomePage() {
  usePageTitle('Driver jobs');
  return (
    <section className="py-12 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Driver jobs — coming soon</h1>
      <p className="mt-4 text-slate-700">Your assigned pickups and deliveries will live here.</p>
    </section>
  );
}
