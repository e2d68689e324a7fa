import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './pager';

function labels() {
  const nav = screen.getByRole('navigation', { name: 'Pagination' });
  return within(nav)
    .getAllByText(/^(\d+|\.\.\.)$/)
    .map((node) => node.textContent);
}

describe('Pager', () => {
  it('when there is one page, then nothing is rendered', () => {
    const { container } = render(<Pager currentPage={1} totalPages={1} onPageChange={() => {}} />);
    expect(container).toBeEmptyDOMElement();
  });
  it('when there are 5 pages or fewer, then all are shown', () => {
    render(<Pager currentPage={2} totalPages={5} onPageChange={() => {}} />);
    expect(labels()).toEqual(['1', '2', '3', '4', '5']);
  });
  it('when on page 3 or earlier of many, then 1 2 3 4 ... last', () => {
    render(<Pager currentPage={3} totalPages={12} onPageChange={() => {}} />);
    expect(labels()).toEqual(['1', '2', '3', '4', '...', '12']);
  });
  it('when on one of the last three pages, then 1 ... and the last four', () => {
    render(<Pager currentPage={10} totalPages={12} onPageChange={() => {}} />);
    expect(labels()).toEqual(['1', '...', '9', '10', '11', '12']);
  });
  it('when in the middle, then 1 ... prev current next ... last, with the current page marked', () => {
    render(<Pager currentPage={6} totalPages={12} onPageChange={() => {}} />);
    expect(labels()).toEqual(['1', '...', '5', '6', '7', '...', '12']);
    expect(screen.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
  });
  it('when on the first or last page, then Previous or Next is disabled', () => {
    const onPageChange = vi.fn();
    const { rerender } = render(<Pager currentPage={1} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    rerender(<Pager currentPage={3} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
