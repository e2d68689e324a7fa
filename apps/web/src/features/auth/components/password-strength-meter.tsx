import { passwordStrength } from '@meridian/contracts';

const colours = { Weak: 'bg-red-600', Medium: 'bg-amber-500', Strong: 'bg-green-600' } as const;

/** Score 0-5, Weak / Medium / Strong (contracts: password-strength.ts). */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (!password) return null;
  const { score, label } = passwordStrength(password);
  return (
    <div className="mt-2" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4, 5].map((n) => (
          <span key={n} className={`h-1.5 flex-1 rounded-full ${n <= score ? colours[label] : 'bg-slate-200'}`} />
        ))}
      </div>
      <p className="mt-1 text-sm text-slate-700">
        Password strength: <strong>{label}</strong> ({score}/5)
      </p>
    </div>
  );
}
