import { DOCUMENT_TYPE_REFUSED, DOCUMENTS_INCOMPLETE, type CompanyDocument, type CompanyProfile } from '@meridian/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCompanyDocument, makeCompanyProfile } from '../../../mocks/fixtures/company-profile';
import { api, db, ok, recordRequests, refused, renderWithSession, server, signIn, type ApiCall } from '../../../test/session';
import { ProfileSetupWizard } from './profile-setup-wizard';

const company = { companyName: 'Acme Freight', businessType: 'llc', registrationNumber: 'REG-1', taxId: 'TAX-1' } as const;

const COMPLETE = { ...company, address: '1 Road', city: 'Austin', state: 'TX', zipCode: '73301', country: 'US', contactPerson: 'Ada', phoneNumber: '+1 555 0100', businessEmail: 'a@acme.test' } as const;

const makeProfile = makeCompanyProfile;

const pdfDoc = (kind: CompanyDocument['kind'], fileName: string): CompanyDocument => makeCompanyDocument({ kind, fileName });

/** A signed-in customer whose saved profile is `profile`, as the wizard is opened with it. */
function seed(profile: CompanyProfile | null) {
  signIn('customer');
  db.companyProfile = profile;
  return recordRequests();
}

/**
 * The documents step's uploads (PUT, multipart by XMLHttpRequest, for progress): each request as the mock API got
 * it, with the file as the page put it in the form. The file is read there: on its way from jsdom's FormData to
 * Node's Request the file's name becomes "blob", which the page never sends.
 */
function recordUploads(calls: ApiCall[]) {
  const files: File[] = [];
  const append = FormData.prototype.append;
  vi.spyOn(FormData.prototype, 'append').mockImplementation(function (this: FormData, name: string, value: Blob, fileName?: string) {
    if (name === 'file') files.push(new File([value], fileName ?? (value as File).name));
    append.call(this, name, value, fileName);
  });
  return () => calls.filter((c) => c.path.startsWith('/company-profile/documents/')).map((c, i) => ({ method: c.method, path: c.path, file: files[i] }));
}

function renderWizard(profile: CompanyProfile | null, startAt: 'resume' | 'start' = 'resume') {
  return renderWithSession(
    <MemoryRouter initialEntries={['/onboarding/profile-setup']}>
      <Routes>
        <Route path="/onboarding/profile-setup" element={<ProfileSetupWizard profile={profile} startAt={startAt} />} />
        <Route path="/onboarding/kyc-pending" element={<p>under review</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const heading = (name: string) => screen.getByRole('heading', { name });

afterEach(() => vi.restoreAllMocks());

describe('profile setup wizard (decision 0029: saved to the server per step)', () => {
  it('when Next is pressed on an empty step, then every required field says why, nothing is sent, and the step stays', async () => {
    const calls = seed(null);
    renderWizard(null);
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText(/Company name/));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Company name is required')).toBeInTheDocument();
    expect(screen.getByText('Choose a business type')).toBeInTheDocument();
    expect(screen.getByLabelText(/Company name/)).toHaveFocus();
    expect(heading('Company Information')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
  });

  it('when a new company starts, then the company, contact person, phone and e-mail given at sign-up are filled in', async () => {
    seed(null);
    const user = userEvent.setup();
    renderWizard(null);
    expect(screen.getByLabelText(/Company name/)).toHaveValue('Nwosu Fresh Foods');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.selectOptions(screen.getByLabelText(/Business type/), 'llc');
    await user.type(screen.getByLabelText(/Registration number/), 'REG-1');
    await user.type(screen.getByLabelText(/Tax ID/), 'TAX-1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText(/^Address/), '1 Road');
    await user.type(screen.getByLabelText(/City/), 'Austin');
    await user.type(screen.getByLabelText(/State/), 'TX');
    await user.type(screen.getByLabelText(/ZIP code/), '73301');
    await user.selectOptions(screen.getByLabelText(/Country/), 'US');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading('Contact Details')).toBeInTheDocument();
    expect(screen.getByLabelText(/Contact person/)).toHaveValue('Amara Nwosu');
    expect(screen.getByLabelText(/Phone number/)).toHaveValue('+15550100200');
    expect(screen.getByLabelText(/Business email/)).toHaveValue('amara@example.com');
  });

  it('when Next was pressed too early, then each error goes as soon as its answer is given, and the next Next moves on', async () => {
    seed(null);
    const user = userEvent.setup();
    renderWizard(null);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Choose a business type')).toBeInTheDocument();
    // A select picked with the mouse is never left (blurred) before Next is pressed.
    await user.selectOptions(screen.getByLabelText(/Business type/), 'llc');
    await waitFor(() => expect(screen.queryByText('Choose a business type')).not.toBeInTheDocument());
    await user.type(screen.getByLabelText(/Registration number/), 'REG-1');
    await user.type(screen.getByLabelText(/Tax ID/), 'TAX-1');
    await waitFor(() => expect(screen.queryByText('Tax ID is required')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading('Business Address')).toBeInTheDocument();
  });

  it('when the website is typed without https://, then it is accepted and saved with it', async () => {
    const calls = seed(makeProfile({ ...COMPLETE }));
    const user = userEvent.setup();
    renderWizard(makeProfile({ ...COMPLETE }), 'start');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading('Contact Details')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Website/), 'acme.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading('Documentation')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toMatchObject({ website: 'https://acme.com' }));
  });

  it('when a step is complete, then Next saves only that step’s answers with PUT /company-profile and moves on', async () => {
    const calls = seed(null);
    const user = userEvent.setup();
    renderWizard(null);
    await user.clear(screen.getByLabelText(/Company name/));
    await user.type(screen.getByLabelText(/Company name/), '  Acme Freight ');
    await user.selectOptions(screen.getByLabelText(/Business type/), 'llc');
    await user.type(screen.getByLabelText(/Registration number/), 'REG-1');
    await user.type(screen.getByLabelText(/Tax ID/), 'TAX-1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(heading('Business Address')).toBeInTheDocument();
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')).toMatchObject<Partial<ApiCall>>({ path: '/company-profile', body: company });
  });

  it('when the server refuses a saved step, then the wizard goes back to it with the server’s words beside the field', async () => {
    seed(makeProfile(company));
    server.use(http.put(api('/company-profile'), () => refused(400, 'Please check the highlighted fields and try again.', { fields: { taxId: 'Tax ID must be at most 60 characters' } })));
    const user = userEvent.setup();
    renderWizard(makeProfile(company), 'start');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Tax ID must be at most 60 characters')).toBeInTheDocument();
    expect(heading('Company Information')).toBeInTheDocument();
    expect(screen.getByText('Please check the highlighted fields and try again.')).toBeInTheDocument();
  });

  it('when a saved draft is opened on another device, then it resumes at the first unfinished step with the answers filled in', async () => {
    seed(makeProfile(company));
    const user = userEvent.setup();
    renderWizard(makeProfile(company));
    expect(heading('Business Address')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByLabelText(/Company name/)).toHaveValue('Acme Freight');
    expect(screen.getByLabelText(/Business type/)).toHaveValue('llc');
  });

  it('when a renamed executable is chosen, then it is refused on the spot; a PDF goes up with progress and is then listed', async () => {
    const complete = COMPLETE;
    const calls = seed(makeProfile(complete));
    const uploads = recordUploads(calls);
    server.use(http.put(api('/company-profile/documents/:kind'), () => ok(makeProfile({ ...complete, documents: [pdfDoc('tax-id', 'tax.pdf')] }))));
    const user = userEvent.setup({ applyAccept: false });
    renderWizard(makeProfile(complete));
    expect(heading('Documentation')).toBeInTheDocument();

    await user.upload(screen.getByLabelText(/Tax ID documentation/), new File(['MZ\x90\x00 not a pdf'], 'tax.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(DOCUMENT_TYPE_REFUSED)).toBeInTheDocument();
    expect(uploads()).toEqual([]);

    await user.upload(screen.getByLabelText(/Tax ID documentation/), new File(['%PDF-1.7 real enough'], 'tax.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('tax.pdf')).toBeInTheDocument();
    expect(uploads()).toHaveLength(1);
    expect(uploads()[0]).toMatchObject({ method: 'PUT', path: '/company-profile/documents/tax-id' });
    expect(uploads()[0]!.file?.name).toBe('tax.pdf');
    expect(screen.queryByText(DOCUMENT_TYPE_REFUSED)).not.toBeInTheDocument();
  });

  it('when Submit for Review finds documents missing, then each missing one says so; once complete it goes to Account Under Review', async () => {
    let complete = false;
    const calls = seed(makeProfile({ ...COMPLETE, documents: [pdfDoc('tax-id', 'tax.pdf')] }));
    server.use(
      http.post(api('/company-profile/submit'), () =>
        complete
          ? ok(makeProfile({ reviewStatus: 'pending' }))
          : refused(400, 'Please complete every step before submitting for review.', {
              fields: { documents: DOCUMENTS_INCOMPLETE, 'documents.director-id': 'Director/owner ID is required' },
            }),
      ),
    );
    const user = userEvent.setup();
    renderWizard(makeProfile({ ...COMPLETE, documents: [pdfDoc('tax-id', 'tax.pdf')] }));
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findByText('Director/owner ID is required')).toBeInTheDocument();
    expect(screen.getByText('Please complete every step before submitting for review.')).toBeInTheDocument();
    expect(heading('Documentation')).toBeInTheDocument();

    // Once the missing document is up, the complaint about it is gone rather than left standing.
    await user.upload(screen.getByLabelText(/Director\/owner ID/), new File(['%PDF-1.7 id'], 'id.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(screen.queryByText('Please complete every step before submitting for review.')).not.toBeInTheDocument());

    complete = true;
    await user.click(screen.getByRole('button', { name: 'Submit for Review' }));
    expect(await screen.findByText('under review')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/company-profile/submit', '/company-profile/submit']);
  });
});
