import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './email-text';

describe('EmailText (addresses do not break mid-word)', () => {
  it('when an address is shown, then its only break opportunity is before the @ and the full address is its title', () => {
    const { container } = render(<EmailText email="amara.nwosu.operations@nwosu-fresh-foods.example.com" />);
    const text = screen.getByTitle('amara.nwosu.operations@nwosu-fresh-foods.example.com');
    expect(text).toHaveTextContent('amara.nwosu.operations@nwosu-fresh-foods.example.com');
    const parts = Array.from(text.children);
    expect(parts.map((node) => node.tagName)).toEqual(['SPAN', 'WBR', 'SPAN']);
    expect(parts[0]).toHaveClass('whitespace-nowrap');
    expect(parts[2]).toHaveClass('whitespace-nowrap');
    expect(parts[2]).toHaveTextContent(/^@nwosu-fresh-foods\.example\.com$/);
    expect(container.innerHTML).not.toMatch(/break-all|break-words|overflow-wrap/);
  });

  it('when the value has no @, then it is one unbroken piece with its title', () => {
    render(<EmailText email="not-an-address" />);
    expect(screen.getByTitle('not-an-address')).toHaveClass('whitespace-nowrap');
  });

  it('when the address is a link, then the link is named by the whole address', () => {
    render(
      <a href="mailto:help@example.com">
        <EmailText email="help@example.com" />
      </a>,
    );
    expect(screen.getByRole('link', { name: 'help@example.com' })).toBeInTheDocument();
  });
});
