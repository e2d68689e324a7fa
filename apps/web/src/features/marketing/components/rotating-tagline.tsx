import { useAutoAdvance } from './use-auto-advance';

/** The hero tagline cycles through its phrases every 3 s. */
export function RotatingTagline({ phrases, intervalMs }: { phrases: readonly string[]; intervalMs: number }) {
  const { index } = useAutoAdvance(phrases.length, intervalMs);
  return (
    <p className="mt-5 grid text-xl font-semibold text-amber-300 sm:text-2xl" data-testid="hero-tagline">
      {phrases.map((phrase, i) => (
        <span
          key={phrase}
          aria-hidden={i !== index}
          className={`col-start-1 row-start-1 transition-opacity duration-500 ${i === index ? 'opacity-100' : 'invisible opacity-0'}`}
        >
          {phrase}
        </span>
      ))}
    </p>
  );
}
