import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { TemperatureChartProps } from './chart-summary';
import { TemperatureChart } from './temperature-chart';

// The canvas part needs a real browser (the e2e journey and screenshots draw it); here a stub records its props.
vi.mock('./temperature-plot', () => ({
  default: (props: TemperatureChartProps) => <div data-testid="temperature-plot" data-points={props.points.length} data-band={JSON.stringify(props.band)} />,
}));

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 8, minute)).toISOString();

const log: TemperatureChartProps = {
  band: { min: 3, max: 7 },
  points: [5, 6, 9, 11, 8, 5, 4, 9.5].map((celsius, i) => ({ at: at(i * 10), celsius })),
  excursions: [
    { id: 'e1', openedAt: at(20), closedAt: at(50), closedBy: 'reading' as const, peakCelsius: 11, direction: 'above' },
    { id: 'e2', openedAt: at(70), closedAt: null, closedBy: null, peakCelsius: 9.5, direction: 'above' },
  ],
  timeInBandPercent: 57.1,
};

describe('TemperatureChart', () => {
  it('when there are readings, then it draws the plot lazily and shows time in band and the band', async () => {
    render(<TemperatureChart {...log} />);
    const plot = await screen.findByTestId('temperature-plot');
    expect(plot).toHaveAttribute('data-points', '8');
    expect(plot).toHaveAttribute('data-band', JSON.stringify({ min: 3, max: 7 }));
    expect(screen.getByText('57.1%')).toBeInTheDocument();
    expect(screen.getByText(/Allowed 3 to 7 °C/)).toBeInTheDocument();
  });

  it('when excursions exist, then each is listed with its side, opening, closing or ongoing, and peak', async () => {
    render(<TemperatureChart {...log} />);
    await screen.findByTestId('temperature-plot');
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent(/^Above the band from .+, closed .+, peak 11 °C$/);
    expect(items[1]).toHaveTextContent(/ongoing, peak 9.5 °C$/);
  });

  it('when read by a screen reader, then a text summary says what the chart shows', async () => {
    render(<TemperatureChart {...log} />);
    expect(screen.getByRole('figure', { name: 'Temperature chart' })).toBeInTheDocument();
    expect(screen.getByTestId('temperature-summary')).toHaveTextContent(
      /^8 temperature readings from .+ to .+, between 4 and 11 °C; latest 9.5 °C\. Allowed band 3 to 7 °C\. 57.1% of the time in band\. 2 excursions, 1 ongoing\.$/,
    );
    expect(await screen.findByTestId('temperature-plot')).toBeInTheDocument();
  });

  it('when nothing went out of band, then it says so', async () => {
    render(<TemperatureChart {...log} excursions={[]} timeInBandPercent={100} />);
    expect(screen.getByText('None: every reading stayed in the band.')).toBeInTheDocument();
    expect(screen.getByTestId('temperature-summary')).toHaveTextContent(/No excursions\.$/);
    await screen.findByTestId('temperature-plot');
  });

  it('when there are no readings yet, then no plot is loaded and it says so', () => {
    render(<TemperatureChart band={{ min: 0, max: 4 }} points={[]} excursions={[]} timeInBandPercent={null} />);
    expect(screen.getByText('No temperature readings yet.')).toBeInTheDocument();
    expect(screen.queryByTestId('temperature-plot')).not.toBeInTheDocument();
    expect(screen.getByTestId('temperature-summary')).toHaveTextContent('No temperature readings yet. Allowed band 0 to 4 °C.');
  });

  it('when the shipment has no set temperature, then there is no band, no time in band and no excursion list', async () => {
    render(<TemperatureChart band={null} points={[{ at: at(0), celsius: 18.25 }]} excursions={[]} timeInBandPercent={null} />);
    await screen.findByTestId('temperature-plot');
    expect(screen.queryByText(/of the time in band/)).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Excursions' })).not.toBeInTheDocument();
    expect(screen.getByText(/Latest 18.3 °C; this shipment has no set temperature/)).toBeInTheDocument();
  });
});
