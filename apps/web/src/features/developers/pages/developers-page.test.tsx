import { API_KEY_SCOPES } from '@meridian/contracts';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { DEVELOPERS_COPY } from '../../../content/developers';
import { DevelopersPage } from './developers-page';

describe('developer guide', () => {
  it('when opened, then it links the interactive reference, lists every scope, and shows a curl call with an mxk_ key and the signature check', () => {
    render(
      <MemoryRouter>
        <DevelopersPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: DEVELOPERS_COPY.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: DEVELOPERS_COPY.reference })).toHaveAttribute('href', '/api/docs');
    for (const scope of API_KEY_SCOPES) expect(screen.getAllByText(scope).length).toBeGreaterThan(0);
    expect(screen.getByLabelText('List bookings with an API key')).toHaveTextContent('Authorization: Bearer mxk_');
    expect(screen.getByLabelText('Check a webhook signature in Node.js')).toHaveTextContent('createHmac');
    expect(screen.getByText(/Meridian-Signature: t=<unix seconds>,v1=<hex>/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: DEVELOPERS_COPY.signedInImport })).toHaveAttribute('href', '/bookings/import');
  });
});
