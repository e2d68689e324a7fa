import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { SiteFooter } from './site-footer';

describe('site footer', () => {
  it('when a visitor reads the footer of any public page, then it links to the developer guide', () => {
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Developers & API' })).toHaveAttribute('href', '/developers');
  });
});
