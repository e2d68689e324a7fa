import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ResponsiveCarousel } from './carousel';

function stubMatchMedia({ mobile, reducedMotion = false }: { mobile: boolean; reducedMotion?: boolean }) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width') ? mobile : query.includes('reduce') ? reducedMotion : false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

const items = ['Alpha', 'Beta', 'Gamma'];

function renderCarousel() {
  return render(
    <ResponsiveCarousel
      items={items}
      intervalMs={4000}
      label="Cards"
      testId="carousel"
      getKey={(item) => item}
      gridClassName="grid"
      renderItem={(item) => <p>{item}</p>}
    />,
  );
}

const current = () => screen.getByTestId('carousel').getAttribute('data-carousel-index');

describe('ResponsiveCarousel', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('when the screen is wide, then every item is a list item that assistive tech reaches, and nothing advances', () => {
    stubMatchMedia({ mobile: false });
    renderCarousel();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('group')).toBeNull();
    for (const item of items) expect(screen.getByText(item).closest('[aria-hidden="true"]')).toBeNull();
    act(() => vi.advanceTimersByTime(12000));
    expect(current()).toBe('0');
  });

  it('when on a phone, then it is a named carousel whose slides other than the current one are hidden and inert', () => {
    stubMatchMedia({ mobile: true });
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Cards' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveTextContent('Alpha');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    const slides = ['Alpha', 'Beta', 'Gamma'].map((item) => screen.getByText(item).closest('[aria-roledescription="slide"]'));
    expect(slides.map((slide) => slide?.getAttribute('aria-hidden') === 'true')).toEqual([true, false, true]);
    expect(slides.map((slide) => slide?.hasAttribute('inert'))).toEqual([true, false, true]);
  });

  it('when on a phone, then it advances on its interval and wraps from the last to the first', () => {
    stubMatchMedia({ mobile: true });
    renderCarousel();
    expect(current()).toBe('0');
    act(() => vi.advanceTimersByTime(4000));
    expect(current()).toBe('1');
    act(() => vi.advanceTimersByTime(4000));
    expect(current()).toBe('2');
    act(() => vi.advanceTimersByTime(4000));
    expect(current()).toBe('0');
  });

  it('when the arrows and dots are used, then the index wraps both ways', () => {
    stubMatchMedia({ mobile: true });
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(current()).toBe('2');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(current()).toBe('0');
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(current()).toBe('1');
  });

  it('when hovered, then it pauses', () => {
    stubMatchMedia({ mobile: true });
    renderCarousel();
    fireEvent.mouseEnter(screen.getByTestId('carousel'));
    act(() => vi.advanceTimersByTime(12000));
    expect(current()).toBe('0');
    fireEvent.mouseLeave(screen.getByTestId('carousel'));
    act(() => vi.advanceTimersByTime(4000));
    expect(current()).toBe('1');
  });

  it('when the user prefers reduced motion, then it never auto-advances', () => {
    stubMatchMedia({ mobile: true, reducedMotion: true });
    renderCarousel();
    act(() => vi.advanceTimersByTime(20000));
    expect(current()).toBe('0');
  });
});
