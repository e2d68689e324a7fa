interface Stat {
  number: string;
  label: string;
}

export function StatGrid({ stats, tone = 'light', label }: { stats: readonly Stat[]; tone?: 'light' | 'dark'; label: string }) {
  const dark = tone === 'dark';
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4" aria-label={label}>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className={`flex flex-col-reverse rounded-2xl p-5 text-center ${dark ? 'bg-white/10 ring-1 ring-white/15' : 'bg-white shadow-sm ring-1 ring-slate-200'}`}
        >
          <dt className={`mt-1 text-sm font-medium ${dark ? 'text-blue-100' : 'text-slate-700'}`}>{stat.label}</dt>
          <dd className={`text-3xl font-extrabold ${dark ? 'text-white' : 'text-blue-800'}`}>{stat.number}</dd>
        </div>
      ))}
    </dl>
  );
}
