const palette = ['bg-blue-700', 'bg-teal-700', 'bg-violet-700', 'bg-rose-700', 'bg-emerald-700', 'bg-amber-700', 'bg-sky-700', 'bg-fuchsia-700'];

function colourFor(initials: string) {
  const sum = [...initials].reduce((total, char) => total + char.charCodeAt(0), 0);
  return palette[sum % palette.length];
}

const sizes = { sm: 'h-10 w-10 text-sm', md: 'h-14 w-14 text-lg', lg: 'h-24 w-24 text-2xl' } as const;

/** People are shown as initials, so no photo is fetched from anywhere. */
export function InitialsAvatar({ initials, size = 'md' }: { initials: string; size?: keyof typeof sizes }) {
  return (
    <span
      className={`inline-grid shrink-0 place-items-center rounded-full font-bold text-white ${sizes[size]} ${colourFor(initials)}`}
      aria-hidden="true"
    >
      {initials}
    </span>
  );
}
