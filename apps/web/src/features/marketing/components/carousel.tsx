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

/** spec 4: below 768 px one card at a time with arrows and dots, wrapping around; a grid on wider screens. */
export function ResponsiveCarousel<T>({ items, intervalMs, label, renderItem, getKey, gridClassName, testId }: ResponsiveCarouselProps<T>) {
  const isMobile = useIsMobile();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const { index, next, previous, goTo } = useAutoAdvance(items.length, intervalMs, isMobile && !hovered && !focused);

  if (!isMobile) {
    return (
      <ul className={gridClassName} data-testid={testId}>
        {items.map((item, i) => (
          <li key={getKey(item)} className="flex">
            {renderItem(item, i)}
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      data-testid={testId}
      data-carousel-index={index}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {/* All slides share one grid cell so the carousel keeps the height of the tallest: no layout shift. */}
      <div className="grid" aria-live={hovered || focused ? 'polite' : 'off'}>
        {items.map((item, i) => (
          <div
            key={getKey(item)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${i + 1} of ${items.length}`}
            aria-hidden={i !== index}
            inert={i !== index}
            className={`col-start-1 row-start-1 flex transition-opacity duration-300 ${i === index ? 'opacity-100' : 'invisible opacity-0'}`}
          >
            {renderItem(item, i)}
          </div>
        ))}
      </div>
      <div className="mt-5 flex items-center justify-center gap-4">
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
    </section>
  );
}
