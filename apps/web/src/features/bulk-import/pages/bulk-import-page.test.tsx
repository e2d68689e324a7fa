import { VIEWER_CANNOT_BOOK, type ImportResult } from '@meridian/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BULK_IMPORT_COPY } from '../../../content/developers';
import { makeOrganization } from '../../../mocks/fixtures/organization';
import { api, db, ok, recordRequests, refused, renderWithSession, server, signIn } from '../../../test/session';
import { BulkImportPage } from './bulk-import-page';

const dryRun: ImportResult = {
  dryRun: true,
  validCount: 2,
  created: [],
  errors: [{ line: 3, field: 'receiverPerson.email', message: 'Invalid email format' }],
};
const imported: ImportResult = {
  dryRun: false,
  validCount: 2,
  created: [
    { line: 2, id: '64b7f0c2a1b2c3d4e5f69001', trackingNumber: 'MX7K2P9Q4R' },
    { line: 4, id: '64b7f0c2a1b2c3d4e5f69002', trackingNumber: 'MX3H8N6T2W' },
  ],
  errors: dryRun.errors,
};

/** A customer of `role` in Nwosu Fresh Foods, whose imports the API answers with `answer`. */
function signInAs(role: 'viewer' | 'booker', answer: (dryRun: boolean) => Response) {
  signIn('customer');
  db.organization = makeOrganization({ id: 'org-1', name: 'Nwosu Fresh Foods', role });
  server.use(http.post(api('/bookings/import'), ({ request }) => answer(new URL(request.url).searchParams.get('dryRun') === 'true')));
}

function renderPage() {
  renderWithSession(
    <MemoryRouter>
      <BulkImportPage />
    </MemoryRouter>,
  );
}

const csv = () => new File(['vehicleType\ntruck\n'], 'bookings.csv', { type: 'text/csv' });

describe('CSV import screen', () => {
  it('when a viewer opens it, then the reason shows and there is no file input, template or import button', async () => {
    signInAs('viewer', () => ok(dryRun));
    const calls = recordRequests();
    renderPage();
    expect(await screen.findByText(VIEWER_CANNOT_BOOK)).toBeInTheDocument();
    expect(screen.queryByLabelText(BULK_IMPORT_COPY.fileLabel)).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/organization']);
  });

  it('when a booker opens it, then the template is offered with the country and postal code columns named (decision 0096)', async () => {
    signInAs('booker', () => ok(dryRun));
    renderPage();
    const columns = await screen.findByTestId('place-columns');
    expect(columns).toHaveTextContent('pickupLocation.country and dropoffLocation.country');
    expect(columns).toHaveTextContent('pickupLocation.postalCode and dropoffLocation.postalCode');
  });

  it('when a file is checked, then its errors show by line with the count of good lines; importing sends one Idempotency-Key and links the bookings', async () => {
    signInAs('booker', (isDryRun) => ok(isDryRun ? dryRun : imported));
    const calls = recordRequests();
    const sent = () => calls.filter((call) => call.path !== '/organization');
    renderPage();
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: BULK_IMPORT_COPY.check })).toBeDisabled();
    await user.upload(screen.getByLabelText(BULK_IMPORT_COPY.fileLabel), csv());
    await user.click(screen.getByRole('button', { name: BULK_IMPORT_COPY.check }));

    expect(await screen.findByText(BULK_IMPORT_COPY.ready(2))).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /3 receiverPerson.email Invalid email format/ });
    expect(row).toBeInTheDocument();
    expect(sent()[0]?.path).toBe('/bookings/import?dryRun=true');
    expect(sent()[0]?.headers['idempotency-key']).toBeUndefined();
    // Read back on the network's side, the body is Node's FormData, not jsdom's, so it is checked by what it holds.
    expect(Object.prototype.toString.call(sent()[0]?.body)).toBe('[object FormData]');
    expect((sent()[0]?.body as FormData).get('file')).toEqual(expect.objectContaining({ type: 'text/csv', size: csv().size }));

    await user.click(screen.getByRole('button', { name: BULK_IMPORT_COPY.importN(2) }));
    expect(await screen.findByText(BULK_IMPORT_COPY.created(2))).toBeInTheDocument();
    expect(sent()[1]?.path).toBe('/bookings/import');
    expect(sent()[1]?.headers['idempotency-key']).toMatch(/^import-/);
    const links = screen.getAllByRole('link', { name: /MX/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/bookings/64b7f0c2a1b2c3d4e5f69001', '/bookings/64b7f0c2a1b2c3d4e5f69002']);
  });

  it('when the import fails and is retried, then the retry sends the same Idempotency-Key', async () => {
    let attempts = 0;
    signInAs('booker', (isDryRun) => {
      if (isDryRun) return ok(dryRun);
      attempts += 1;
      return attempts === 1 ? refused(503, 'The service is briefly unavailable.') : ok(imported);
    });
    const calls = recordRequests();
    renderPage();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText(BULK_IMPORT_COPY.fileLabel), csv());
    await user.click(screen.getByRole('button', { name: BULK_IMPORT_COPY.check }));
    await user.click(await screen.findByRole('button', { name: BULK_IMPORT_COPY.importN(2) }));
    expect(await screen.findByText('The service is briefly unavailable.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: BULK_IMPORT_COPY.importN(2) }));
    expect(await screen.findByText(BULK_IMPORT_COPY.created(2))).toBeInTheDocument();
    const keys = calls.filter((call) => call.path.startsWith('/bookings/import') && !call.path.includes('dryRun')).map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });
});
