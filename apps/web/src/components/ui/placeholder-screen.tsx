import { Link } from 'react-router-dom';

/** A stand-in for a screen whose issue has not landed yet. */
export function PlaceholderScreen({ title, description }: { title: string; description?: string }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-3xl font-bold text-slate-900">{title}</h1>
      <p className="mt-4 text-slate-700">{description ?? 'This screen is coming soon.'}</p>
      <Link to="/" className="mt-8 inline-block font-semibold text-blue-800 underline underline-offset-4">
        Back to home
      </Link>
    </section>
  );
}
