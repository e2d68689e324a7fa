import { REPORT_MESSAGES } from '@meridian/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { makeReportSummary } from '../../mocks/fixtures/report';
import { api, db, recordRequests, refused, renderWithSession, server, signIn } from '../../test/session';
import { ReportWorkspace } from './report-workspace';

const summary = makeReportSummary;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// Typing and waiting for stubbed answers take several seconds when the machine is busy.
describe('ReportWorkspace (decision 0026)', () => {
  it('when opened, then both categories and six periods show, Last 30 Days is chosen and its KPIs come from the API', async () => {
    signIn('customer');
    const calls = recordRequests();
    renderWithSession(<ReportWorkspace />);
    expect(screen.getByRole('radio', { name: /Shipment Details Report/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Performance Analytics/ })).not.toBeChecked();
    const period = screen.getByLabelText('Time Period');
    expect(within(period).getAllByRole('option').map((o) => o.textContent)).toEqual(['Last 7 Days', 'Last 30 Days', 'Last 90 Days', 'Last 6 Months', 'Last Year', 'Custom Date Range']);
    expect(period).toHaveValue('30d');
    expect(await screen.findByTestId('kpi-revenue')).toHaveTextContent('$24,560.50');
    expect(screen.getByTestId('kpi-shipments')).toHaveTextContent('12');
    expect(screen.getByTestId('kpi-delivery')).toHaveTextContent('3.2 days');
    expect(screen.getByTestId('kpi-rating')).toHaveTextContent('4.8/5');
    expect(screen.getAllByTestId('chart-bar')).toHaveLength(1);
    expect(calls[0]?.path).toBe('/reports/summary?period=30d');
    expect(screen.queryByLabelText(/From/)).not.toBeInTheDocument();
  });

  it('when the period has claims, then the claims opened, their rate per 100 shipments and the amounts settled show (decision 0106)', async () => {
    signIn('customer');
    renderWithSession(<ReportWorkspace />);
    expect(await screen.findByTestId('kpi-claims')).toHaveTextContent('1');
    expect(screen.getByTestId('kpi-claim-rate')).toHaveTextContent('8.3');
    expect(screen.getByTestId('kpi-claims-settled')).toHaveTextContent('$320.00');
    expect(screen.getByTestId('kpi-claims-settled-note')).toHaveTextContent('$200.00 refunded · $120.00 credited');
  });

  it('when the period has no shipments, then the claim rate reads a dash', async () => {
    signIn('customer');
    db.report = summary({ shipments: 0, claims: { ...summary().claims, opened: 0, ratePer100Shipments: null } });
    renderWithSession(<ReportWorkspace />);
    expect(await screen.findByTestId('kpi-claim-rate')).toHaveTextContent('–');
  });

  it('when the period has emissions, then the kg CO2e KPI shows with the figures per mode and per month, and the shipments not counted yet (decision 0096)', async () => {
    signIn('customer');
    renderWithSession(<ReportWorkspace />);
    expect(await screen.findByTestId('kpi-co2e')).toHaveTextContent('1,288 kg');
    expect(screen.getByTestId('co2e-truck')).toHaveTextContent('412.3 kg');
    expect(screen.getByTestId('co2e-air')).toHaveTextContent('861.3 kg');
    expect(screen.getByTestId('co2e-sea')).toHaveTextContent('14.9 kg');
    const months = within(screen.getByRole('region', { name: 'CO₂e by month' })).getAllByRole('row').slice(1);
    expect(months.map((row) => row.textContent)).toEqual(['Oct 2026310.5 kg', 'Nov 2026977.9 kg']);
    expect(screen.getByText('1 shipment is not counted yet: its places need a country.')).toBeInTheDocument();
  });

  it('when Custom Date Range is chosen, then two dates appear and a reversed range is refused before any download', async () => {
    signIn('customer');
    const calls = recordRequests();
    const user = userEvent.setup();
    renderWithSession(<ReportWorkspace />);
    await user.selectOptions(screen.getByLabelText('Time Period'), 'custom');
    await user.click(screen.getByRole('button', { name: 'Generate & Download Report' }));
    expect(screen.getByText(REPORT_MESSAGES.fromRequired)).toBeInTheDocument();
    expect(screen.getByText(REPORT_MESSAGES.toRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/From/), '2026-03-02');
    await user.type(screen.getByLabelText(/To/), '2026-03-01');
    expect(screen.getByText(REPORT_MESSAGES.fromAfterTo)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Generate & Download Report' }));
    expect(calls.some((c) => c.path.includes('.csv'))).toBe(false);
    await user.clear(screen.getByLabelText(/To/));
    await user.type(screen.getByLabelText(/To/), '2026-03-31');
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/reports/summary?period=custom&from=2026-03-02&to=2026-03-31'));
  });

  it("when Generate is pressed, then the button says what is generating until the file has arrived, saved under the server's name", async () => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    signIn('customer');
    server.use(
      http.get(api('/reports/:file'), async ({ params }) => {
        if (params.file === 'summary') return undefined;
        await released;
        return new HttpResponse('Date,Revenue\r\n', { headers: { 'Content-Disposition': 'attachment; filename="analytics-analytics-7d.csv"' } });
      }),
    );
    const calls = recordRequests();
    const createObjectURL = vi.fn(() => 'blob:report');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderWithSession(<ReportWorkspace />);
    await user.click(screen.getByRole('radio', { name: /Performance Analytics/ }));
    await user.selectOptions(screen.getByLabelText('Time Period'), '7d');
    await user.click(screen.getByRole('button', { name: 'Generate & Download Report' }));
    expect(screen.getByRole('button', { name: 'Generating Analytics Report...' })).toBeDisabled();
    await vi.waitFor(() => expect(calls.at(-1)).toMatchObject({ path: '/reports/analytics.csv?period=7d', headers: { accept: 'text/csv' } }));
    release();
    expect(await screen.findByText('Downloaded analytics-analytics-7d.csv.')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('analytics-analytics-7d.csv');
    expect(screen.getByRole('button', { name: 'Generate & Download Report' })).toBeEnabled();
  });

  it('when the download is refused, then the server message is shown and the button is back', async () => {
    signIn('customer');
    server.use(http.get(api('/reports/:file'), ({ params }) => (params.file === 'summary' ? undefined : refused(403, 'Only staff can report on another customer'))));
    const user = userEvent.setup();
    renderWithSession(<ReportWorkspace />);
    await user.click(screen.getByRole('button', { name: 'Generate & Download Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only staff can report on another customer');
  });

  it('when staff type a customer, then the figures are asked for that customer', async () => {
    signIn('operator');
    db.report = summary({ rating: null, avgDeliveryDays: null });
    const calls = recordRequests();
    const user = userEvent.setup();
    renderWithSession(<ReportWorkspace withCustomerFilter />);
    expect(await screen.findByTestId('kpi-rating')).toHaveTextContent('No ratings');
    await user.type(screen.getByLabelText(/Customer/), 'demo@meridian.test');
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/reports/summary?period=30d&customer=demo%40meridian.test'));
  });

  it('when the period has no shipments, then the chart says so instead of drawing', async () => {
    signIn('customer');
    db.report = summary({ shipments: 0, revenue: 0, series: [{ date: '2026-11-23', shipments: 0, revenue: 0 }] });
    renderWithSession(<ReportWorkspace />);
    expect(await screen.findByText('No shipments in this period.')).toBeInTheDocument();
  });
});
