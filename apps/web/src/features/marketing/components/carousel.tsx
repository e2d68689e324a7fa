import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useIsMobile } from '../../../lib/use-media-query';
import { useAutoAdvance } from './use-auto-advance';

interface ResponsiveCarouselProps<T> {
  items: readonly T[];
  intervalMs: number;
  /** Accessible name of the carousel, e.g. "Why choose us". */
  label: string;
  renderItem: (item: T, index: number) => ReactNode;
  getKey: (item: T) => string;
  /** Classes of the grid shown at 768 px and wider. */
  gridClassName: string;
  testId?: string;
}

/**
 * Below 768 px one card at a time with arrows and dots, wrapping around; a grid on wider screens.
 * The two layouts are one DOM that CSS switches at the breakpoint, because the prerendered home page (decision 0053)
 * cannot know the screen's width: a tree that changed with it would be rebuilt right after hydration, one long task
 * and a second layout of the whole page on every phone. Only attributes (the carousel's roles) follow the query.
 */
export function ResponsiveCarousel<T>({ items, intervalMs, label, renderItem, getKey, gridClassName, testId }: ResponsiveCarouselProps<T>) {
  const isMobile = useIsMobile();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { index, next, previous, goTo } = useAutoAdvance(items.length, intervalMs, isMobile && !hovered && !focused);

  return (
    <div
      role={isMobile ? 'region' : undefined}
      aria-roledescription={isMobile ? 'carousel' : undefined}
      aria-label={isMobile ? label : undefined}
      data-testid={testId}
      data-carousel-index={index}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* Below 768 px all slides share one grid cell, so the carousel keeps the height of the tallest: no layout shift. */}
      <div role={isMobile ? undefined : 'list'} className={gridClassName} aria-live={isMobile && (hovered || focused) ? 'polite' : 'off'}>
        {items.map((item, i) => (
          <div
            key={getKey(item)}
            role={isMobile ? 'group' : 'listitem'}
            aria-roledescription={isMobile ? 'slide' : undefined}
            aria-label={isMobile ? `${i + 1} of ${items.length}` : undefined}
            aria-hidden={isMobile && i !== index ? true : undefined}
            inert={isMobile && i !== index ? true : undefined}
            className={`col-start-1 row-start-1 flex transition-opacity duration-300 md:col-auto md:row-auto md:visible md:opacity-100 ${i === index ? 'opacity-100' : 'invisible opacity-0'}`}
          >
            {renderItem(item, i)}
          </div>
        ))}
      </div>
      <div className="mt-5 flex items-center justify-center gap-4 md:hidden">
        <button
          type="button"
          onClick={previous}
          aria-label="Previous slide"
          className="grid h-11 w-11 place-items-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50"
        >
          <ChevronLeft className="h-5 w-5" aria-hidden="true" />
        </button>
        <div className="flex items-center">
          {items.map((item, i) => (
            <button
              key={getKey(item)}
              type="button"
              onClick={() => goTo(i)}
              aria-label={`Go to slide ${i + 1}`}
              aria-current={i === index ? 'true' : undefined}
              className="grid h-8 w-6 place-items-center"
            >
              <span className={`block h-2.5 rounded-full transition-all ${i === index ? 'w-6 bg-blue-700' : 'w-2.5 bg-slate-400'}`} />
            </button>
          ))}
        </div>
        <button
          type="button"
          onClick={next}
          aria-label="Next slide"
          className="grid h-11 w-11 place-items-center rounded-full border border-slate-300 bg-white text-slate-800 shadow-sm hover:bg-slate-50"
        >
          <ChevronRight className="h-5 w-5" aria-hidden="true" />
        </button>
      </div>
    </div>
  );
}
