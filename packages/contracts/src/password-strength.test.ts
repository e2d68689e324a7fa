import { describe, expect, it } from 'vitest';
import { passwordStrength, passwordStrengthLabel, passwordStrengthScore } from './password-strength';

describe('password strength', () => {
  it.each([
    ['', 0],
    ['abc', 1],
    ['abcdefgh', 2],
    ['Abcdefgh', 3],
    ['Abcdefg1', 4],
    ['Abcdef1!', 5],
    ['ABC', 1],
    ['12345678', 2],
    ['!!!!', 1],
  ])('when the password is %j, then the score is %i', (password, score) => {
    expect(passwordStrengthScore(password)).toBe(score);
  });

  it('when the score is 2 or less it is Weak, 3 Medium, above 3 Strong', () => {
    expect([0, 1, 2, 3, 4, 5].map(passwordStrengthLabel)).toEqual(['Weak', 'Weak', 'Weak', 'Medium', 'Strong', 'Strong']);
  });

  it('when seven characters cover every class, then the length point is missing', () => {
    expect(passwordStrength('Ab1!xyz')).toEqual({ score: 4, label: 'Strong' });
  });
});
