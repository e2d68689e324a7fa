import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, recordRequests, renderWithSession, signIn } from '../../../test/session';
import { makeInvoice } from '../../../mocks/fixtures/invoice';
import { DocumentsCard } from './documents-card';

afterEach(() => vi.unstubAllGlobals());

function renderCard(proofOfDelivery: ReactNode = null) {
  renderWithSession(
    <MemoryRouter>
      <DocumentsCard trackingNumber="MX4F7K2P9QZ8T" proofOfDelivery={proofOfDelivery} />
    </MemoryRouter>,
  );
}

describe('tracking Documents card (decision 0025)', () => {
  it('when the owner has an invoice for this tracking number, then Download Invoice and a link to it show', async () => {
    signIn('customer');
    db.invoices = [makeInvoice()];
    const calls = recordRequests();
    renderCard();
    expect(await screen.findByRole('button', { name: 'Download Invoice' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View invoice INV-2026-000123' })).toHaveAttribute('href', '/invoice/6d0000000000000000000001');
    expect(calls[0]?.path).toBe('/invoices?trackingNumber=MX4F7K2P9QZ8T&limit=1');
  });

  it('when there is no invoice and nothing delivered, then the card does not show', async () => {
    signIn('customer');
    const calls = recordRequests();
    renderCard();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Documents' })).not.toBeInTheDocument();
  });
});
