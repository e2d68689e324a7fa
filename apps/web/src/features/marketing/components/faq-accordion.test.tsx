import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqAccordion } from './faq-accordion';

const items = [
  { question: 'First?', answer: 'Answer one' },
  { question: 'Second?', answer: 'Answer two' },
];

describe('FaqAccordion', () => {
  it('when it first renders, then every answer is closed', () => {
    render(<FaqAccordion items={items} />);
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(2);
    expect(screen.queryByText('Answer one')).not.toBeVisible();
  });

  it('when another question is opened, then the previous closes; clicking the open one closes it', async () => {
    const user = userEvent.setup();
    render(<FaqAccordion items={items} />);
    await user.click(screen.getByRole('button', { name: 'First?' }));
    expect(screen.getByText('Answer one')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Second?' }));
    expect(screen.getByText('Answer two')).toBeVisible();
    expect(screen.getByText('Answer one')).not.toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Second?' }));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });
});
