import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DELIVERY_MAP_COPY } from '../../content/delivery-map';
import { DeliveryMapCard, type DeliveryMapCardProps } from './delivery-map-card';

// jsdom has no WebGL, as some headless browsers have none: by default the card must say so and keep the words. The
// tests that need a browser able to draw switch it on; the map's own chunk (MapLibre) is replaced by a stand-in whose
// behaviour each test picks, since jsdom cannot run it.
const browser = vi.hoisted(() => ({ webgl: false, map: 'draw' as 'draw' | 'throw' | 'pending' }));
vi.mock('./webgl', () => ({ supportsWebGL: () => browser.webgl }));
vi.mock('./delivery-map', () => ({
  default: ({ position }: DeliveryMapCardProps) => {
    if (browser.map === 'throw') throw new Error('Failed to initialize WebGL');
    if (browser.map === 'pending') throw new Promise(() => undefined);
    return <div data-testid="delivery-map-canvas" data-driver={position ? `${position.lat},${position.lng}` : ''} />;
  },
}));

afterEach(() => {
  browser.webgl = false;
  browser.map = 'draw';
});

const local = (hours: number, minutes: number) => {
  const date = new Date();
  date.setHours(hours, minutes, 0, 0);
  return date.toISOString();
};

const props = (overrides: Partial<DeliveryMapCardProps> = {}): DeliveryMapCardProps => ({
  pickup: { lat: 39.29, lng: -76.61 },
  dropoff: { lat: 42.36, lng: -71.06 },
  position: { lat: 42.3, lng: -71.03, at: local(14, 5) },
  eta: { from: local(14, 10), to: local(14, 40), updatedAt: local(14, 5) },
  places: { from: 'Baltimore, MD', to: 'Boston, MA' },
  ...overrides,
});

const text = (element: HTMLElement) => element.textContent?.replace(/\s/g, ' ');

describe('DeliveryMapCard', () => {
  it('when the browser cannot draw the map, then it says so, and the arrival window and the places stay readable', async () => {
    render(<DeliveryMapCard {...props()} />);
    expect(text(screen.getByTestId('eta-window'))).toBe('Arriving 2:10 – 2:40 PM');
    expect(screen.getByTestId('delivery-map-unavailable')).toHaveTextContent(DELIVERY_MAP_COPY.unavailable);
    expect(screen.queryByTestId('delivery-map-canvas')).not.toBeInTheDocument();
    expect(screen.getByText('Baltimore, MD')).toBeInTheDocument();
    expect(screen.getByText('Boston, MA')).toBeInTheDocument();
  });

  it('when a screen reader reaches the map, then the places and the driver are said in words', () => {
    render(<DeliveryMapCard {...props()} />);
    const figure = screen.getByRole('figure');
    expect(text(screen.getByTestId('delivery-map-text'))).toBe(
      "Map of the delivery. Pickup: Baltimore, MD. Drop-off: Boston, MA. The driver's position was last reported at 2:05 PM.",
    );
    expect(figure).toHaveAccessibleName(/Pickup: Baltimore, MD/);
  });

  it("when the map's code is still loading, then a loading message holds its place beside the arrival window", async () => {
    browser.webgl = true;
    browser.map = 'pending';
    render(<DeliveryMapCard {...props()} />);
    expect(await screen.findByRole('status')).toHaveTextContent(DELIVERY_MAP_COPY.loading);
    expect(text(screen.getByTestId('eta-window'))).toBe('Arriving 2:10 – 2:40 PM');
  });

  it('when the map fails to start, then the words replace it and the page stays whole', async () => {
    browser.webgl = true;
    browser.map = 'throw';
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<DeliveryMapCard {...props()} />);
    expect(await screen.findByTestId('delivery-map-unavailable')).toBeInTheDocument();
    expect(text(screen.getByTestId('eta-window'))).toBe('Arriving 2:10 – 2:40 PM');
    vi.mocked(console.error).mockRestore();
  });

  it('when a new position arrives, then the map and the words follow it', async () => {
    browser.webgl = true;
    const { rerender } = render(<DeliveryMapCard {...props()} />);
    expect(await screen.findByTestId('delivery-map-canvas')).toHaveAttribute('data-driver', '42.3,-71.03');
    rerender(<DeliveryMapCard {...props({ position: { lat: 42.33, lng: -71.05, at: local(14, 6) } })} />);
    expect(screen.getByTestId('delivery-map-canvas')).toHaveAttribute('data-driver', '42.33,-71.05');
    expect(screen.getByTestId('driver-position')).toHaveTextContent('2:06 PM');
  });

  it('when there is no estimate yet, then the card says when one will come instead of a time', () => {
    render(<DeliveryMapCard {...props({ eta: null, position: null })} />);
    expect(screen.getByTestId('eta-none')).toHaveTextContent(DELIVERY_MAP_COPY.noEta);
    expect(screen.queryByTestId('driver-position')).not.toBeInTheDocument();
  });
});
