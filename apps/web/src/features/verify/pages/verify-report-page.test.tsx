import { documentVerificationSchema, temperatureReportSummarySchema, type DocumentVerification, type TemperatureReportSummary } from '@meridian/contracts';
import { makeNoteVerification } from '../../../mocks/fixtures/document';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { api, ok, refused, server } from '../../../test/session';
import { VerifyReportPage } from './verify-report-page';

const OLD = 'a1'.repeat(32);
const NEW = 'b2'.repeat(32);

// A report issued while the 9.5 °C excursion was still open, parsed through the contract the API answers with.
function makeSummary(overrides: Partial<TemperatureReportSummary> = {}): TemperatureReportSummary {
  return temperatureReportSummarySchema.parse({
    trackingNumber: 'MX4F7K2P9QZ8T',
    band: { target: 4, min: 2, max: 6, tolerance: 2 },
    readings: 3,
    firstAt: '2026-11-21T08:00:00.000Z',
    lastAt: '2026-11-21T09:00:00.000Z',
    minCelsius: 4,
    maxCelsius: 9.5,
    meanKineticCelsius: 6.12,
    timeInBandPercent: 66.7,
    excursions: [{ openedAt: '2026-11-21T09:00:00.000Z', closedAt: null, peakCelsius: 9.5, disposition: null }],
    verdict: 'excursion-open',
    issuedAt: '2026-11-21T09:30:00.000Z',
    supersededBy: null,
    ...overrides,
  });
}

const asReport = (report: TemperatureReportSummary): DocumentVerification => ({ type: 'temperature-report', trackingNumber: report.trackingNumber, issued: report.issuedAt, superseded: report.supersededBy !== null, report });

function renderAt(digest: string, answers: Record<string, TemperatureReportSummary | DocumentVerification>) {
  server.use(
    http.get(api('/documents/:digest'), ({ params }) => {
      const data = answers[String(params.digest)];
      if (!data) return refused(404, 'Document not found');
      return ok('type' in data ? data : asReport(data), 'Document verified');
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/verify/${digest}`]}>
        <Routes>
          <Route path="/verify/:digest" element={<VerifyReportPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('verify page for a consignment note (decision 0103)', () => {
  it('when the digest is a CMR sealed at pickup, then the page names the document, its number and the roles that signed, and no person', async () => {
    renderAt(OLD, { [OLD]: makeNoteVerification() });
    expect(await screen.findByText('Verified: this digest matches a document we sealed.')).toBeInTheDocument();
    expect(screen.getByText('CMR consignment note')).toBeInTheDocument();
    expect(screen.getByText('CMR-MX4F7K2P9QZ8T')).toBeInTheDocument();
    expect(screen.getByText('Sender')).toBeInTheDocument();
    expect(screen.getByText('Carrier')).toBeInTheDocument();
    expect(screen.queryByText(/superseded|later signature/i)).not.toBeInTheDocument();
  });

  it('when a later signature sealed a newer version, then the page says this one was superseded and when', async () => {
    renderAt(OLD, { [OLD]: makeNoteVerification({ superseded: true, supersededAt: '2026-11-22T10:00:00.000Z' }) });
    expect(await screen.findByRole('note')).toHaveTextContent(/A later signature sealed a newer version of this document on/);
  });

  it('when no document has the digest, then the page says so', async () => {
    renderAt(NEW, {});
    expect(await screen.findByText(/No document has this digest/)).toBeInTheDocument();
  });
});

describe('verify page for a commercial invoice (decision 0115)', () => {
  const invoice = (overrides: Partial<DocumentVerification> = {}): DocumentVerification =>
    documentVerificationSchema.parse({ type: 'commercial-invoice', number: 'CI-MX4F7K2P9QZ8T', trackingNumber: 'MX4F7K2P9QZ8T', version: 1, issued: '2026-11-20T08:00:00.000Z', superseded: false, ...overrides });

  it('when the digest is an invoice, then the page names the document, its number, shipment and version, and no signature list', async () => {
    renderAt(OLD, { [OLD]: invoice() });
    expect(await screen.findByText('Verified: this digest matches a document we sealed.')).toBeInTheDocument();
    expect(screen.getByText('Commercial invoice')).toBeInTheDocument();
    expect(screen.getByText('CI-MX4F7K2P9QZ8T')).toBeInTheDocument();
    expect(screen.getByText('Version')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Signatures' })).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('when a newer version was issued, then the page says this one was superseded and when', async () => {
    renderAt(OLD, { [OLD]: invoice({ version: 1, superseded: true, supersededAt: '2026-11-21T10:00:00.000Z' }) });
    expect(await screen.findByRole('note')).toHaveTextContent(/A newer version of this invoice was issued on/);
  });
});

describe('verify report page (decision 0084)', () => {
  it('when the excursion was open at the report, then it says so beside a time in band below 100 % as of the issue', async () => {
    renderAt(OLD, { [OLD]: makeSummary() });
    expect(await screen.findByText('Out of band now: excursion ongoing')).toBeInTheDocument();
    expect(screen.getByText(/^66\.7% as of /)).toBeInTheDocument();
    expect(screen.getByText('2 °C to 6 °C (set 4 °C)')).toBeInTheDocument();
    expect(screen.getByText(/ongoing, peak 9\.5 °C/)).toBeInTheDocument();
    expect(screen.queryByText(/A later report of this shipment exists/)).not.toBeInTheDocument();
  });

  it('when a later report of the shipment exists, then the page says so and links it', async () => {
    renderAt(OLD, { [OLD]: makeSummary({ supersededBy: NEW }) });
    expect(await screen.findByText(/A later report of this shipment exists/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the latest report' })).toHaveAttribute('href', `/verify/${NEW}`);
  });
});
