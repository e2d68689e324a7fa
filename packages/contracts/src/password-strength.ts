// One point each for length >= 8, uppercase, lowercase, digit, symbol.
export type PasswordStrengthLabel = 'Weak' | 'Medium' | 'Strong';

export function passwordStrengthScore(password: string): number {
  let score = 0;
  if (password.length >= 8) score += 1;
  if (/[A-Z]/.test(password)) score += 1;
  if (/[a-z]/.test(password)) score += 1;
  if (/[0-9]/.test(password)) score += 1;
  if (/[^A-Za-z0-9]/.test(password)) score += 1;
  return score;
}

// 2 or less is Weak, 3 Medium, above 3 Strong.
export function passwordStrengthLabel(score: number): PasswordStrengthLabel {
  if (score <= 2) return 'Weak';
  if (score === 3) return 'Medium';
  return 'Strong';
}

export function passwordStrength(password: string): { score: number; label: PasswordStrengthLabel } {
  const score = passwordStrengthScore(password);
  return { score, label: passwordStrengthLabel(score) };
}
