import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HERO_ART_CAPTION, ShipmentCardArt } from './shipment-card-art';

describe('the home page hero card', () => {
  it('when the home page shows its shipment card, then it says it is an illustration and names no real tracking number', () => {
    const { container } = render(<ShipmentCardArt />);
    expect(screen.getByRole('figure')).toContainElement(screen.getByText(HERO_ART_CAPTION));
    expect(container.textContent).not.toMatch(/DL-\d+/);
    expect(container.textContent).not.toMatch(/Today/);
  });
});
