import { usePageTitle } from '../../lib/use-page-title';

/** A stand-in until issue 13 builds the operator console. */
export function OpsHomePage() {
  usePageTitle('Operator console');
  return (
    <section className="py-12 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Operator console — coming soon</h1>
      <p className="mt-4 text-slate-700">Shipment queues and status updates for operators will live here.</p>
    </section>
  );
}
