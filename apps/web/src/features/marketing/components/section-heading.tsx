interface SectionHeadingProps {
  eyebrow?: string;
  title: string;
  lead?: string;
  id?: string;
  align?: 'center' | 'left';
  tone?: 'light' | 'dark';
}

export function SectionHeading({ eyebrow, title, lead, id, align = 'center', tone = 'light' }: SectionHeadingProps) {
  const centered = align === 'center' ? 'mx-auto text-center' : '';
  const dark = tone === 'dark';
  return (
    <div className={`max-w-3xl ${centered}`}>
      {eyebrow && (
        <p className={`text-sm font-semibold uppercase tracking-widest ${dark ? 'text-amber-300' : 'text-blue-800'}`}>{eyebrow}</p>
      )}
      <h2 id={id} className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${dark ? 'text-white' : 'text-slate-900'}`}>
        {title}
      </h2>
      {lead && <p className={`mt-4 text-lg ${dark ? 'text-slate-200' : 'text-slate-700'}`}>{lead}</p>}
    </div>
  );
}
