import type { BrandAddress, BrandLogo, BrandPhone, BusinessHours } from './brand-config';
import { brand } from './brand.config';

/** A tel: link; a printed number keeps only its digits and the leading +. */
export function telHref(phone: BrandPhone | string): string {
  return `tel:${typeof phone === 'string' ? phone.replace(/[^\d+]/g, '') : phone.e164}`;
}

export function copyrightLine(year: number): string {
  return `© ${year} ${brand.name}. All rights reserved.`;
}

/** The address as it is printed on an envelope: street, then city, region, postal code and country. */
export function addressLines(address: BrandAddress): [string, string] {
  return [address.street, `${address.city}, ${address.region} ${address.postalCode}, ${address.country}`];
}

/** The address on one line: '1200 Harbor Point Drive, Suite 400, Baltimore, MD 21231, USA'. */
export function formatAddress(address: BrandAddress): string {
  return addressLines(address).join(', ');
}

/** 'Monday to Friday: 8:00 AM-6:00 PM', the wording every page and e-mail uses. */
export function formatBusinessHours(entry: BusinessHours): string {
  return `${entry.days}: ${entry.hours}`;
}

/** The mark as standalone SVG markup (the favicon, e-mail headers). */
export function logoSvg(logo: BrandLogo): string {
  const shapes = logo.shapes.map((shape) =>
    shape.kind === 'circle'
      ? `<circle cx="${shape.cx}" cy="${shape.cy}" r="${shape.r}" fill="none" stroke="${shape.stroke}" stroke-width="${shape.strokeWidth}"/>`
      : `<path d="${shape.d}" fill="none" stroke="${shape.stroke}" stroke-width="${shape.strokeWidth}"/>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="${logo.cornerRadius}" fill="${logo.background}"/>${shapes.join('')}</svg>`;
}
