import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { OtpInput } from './otp-input';

function Harness() {
  const [value, setValue] = useState<string[]>(['', '', '', '', '', '']);
  return (
    <>
      <OtpInput value={value} onChange={setValue} />
      <output>{value.join('')}</output>
    </>
  );
}

describe('OtpInput (six boxes)', () => {
  it('when a digit is typed, then focus moves to the next box', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Digit 1 of 6'), { target: { value: '4' } });
    expect(screen.getByLabelText('Digit 2 of 6')).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('4');
  });
  it('when a code is pasted, then all six boxes fill', () => {
    render(<Harness />);
    fireEvent.paste(screen.getByLabelText('Digit 1 of 6'), { clipboardData: { getData: () => '12-34 56' } });
    expect(screen.getByRole('status')).toHaveTextContent('123456');
  });
  it('when a letter is typed, then it is ignored', () => {
    render(<Harness />);
    fireEvent.change(screen.getByLabelText('Digit 1 of 6'), { target: { value: 'a' } });
    expect(screen.getByLabelText('Digit 1 of 6')).toHaveValue('');
  });
});
