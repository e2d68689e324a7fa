import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './email-text';

describe('EmailText (addresses split only after the @)', () => {
  it('when shown, then the whole address is the text and the title, split only after the @', () => {
    render(<EmailText email="operations.department@harbor-pharmaceuticals.example.com" />);
    const email = screen.getByTitle('operations.department@harbor-pharmaceuticals.example.com');
    expect(email).toHaveTextContent(/^operations\.department@harbor-pharmaceuticals\.example\.com$/);
    expect([...email.children].map((part) => part.textContent)).toEqual(['operations.department@', 'harbor-pharmaceuticals.example.com']);
  });
  it('when the value has no @, then it is shown whole', () => {
    render(<EmailText email="not-an-address" />);
    expect(screen.getByTitle('not-an-address').children).toHaveLength(1);
  });
});
