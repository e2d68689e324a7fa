import { OTP_LENGTH } from '@meridian/contracts';
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';

interface OtpInputProps {
  value: string[];
  onChange: (next: string[]) => void;
  invalid?: boolean;
  describedBy?: string;
}

/** Six single-character boxes; typing advances, Backspace goes back, pasting fills them all. */
export function OtpInput({ value, onChange, invalid, describedBy }: OtpInputProps) {
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => refs.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  const setAt = (index: number, char: string) => {
    const next = [...value];
    next[index] = char;
    onChange(next);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData('text').replace(/\D/g, '').slice(0, OTP_LENGTH);
    if (!digits) return;
    event.preventDefault();
    const next = Array.from({ length: OTP_LENGTH }, (_, i) => digits[i] ?? value[i] ?? '');
    onChange(next);
    focus(digits.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && !value[index]) focus(index - 1);
    if (event.key === 'ArrowLeft') focus(index - 1);
    if (event.key === 'ArrowRight') focus(index + 1);
  };

  return (
    <div className="flex justify-between gap-2" role="group" aria-label="Verification code" aria-describedby={describedBy}>
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <input
          key={index}
          ref={(node) => {
            refs.current[index] = node;
          }}
          value={value[index] ?? ''}
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          onPaste={onPaste}
          onKeyDown={(event) => onKeyDown(index, event)}
          onChange={(event) => {
            const char = event.target.value.replace(/\D/g, '').slice(-1);
            setAt(index, char);
            if (char) focus(index + 1);
          }}
          className={`h-14 w-12 rounded-lg border text-center text-2xl font-bold text-slate-900 focus:border-blue-700 focus:ring-2 focus:ring-blue-700 focus:outline-none sm:w-14 ${
            invalid ? 'border-red-600' : 'border-slate-300'
          }`}
        />
      ))}
    </div>
  );
}
