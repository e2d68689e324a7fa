import { describe, expect, it } from 'vitest';
import { brandConfigSchema, type BrandConfig } from './brand-config';
import { brand } from './brand.config';
import { addressLines, copyrightLine, formatAddress, formatBusinessHours, logoSvg, telHref } from './format';

function issuesOf(change: (config: BrandConfig) => void): string[] {
  const config = structuredClone(brand);
  change(config);
  const result = brandConfigSchema.safeParse(config);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('brand.config.ts', () => {
  it('parses with the schema, so its values agree with each other', () => {
    const result = brandConfigSchema.safeParse(brand);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('names the four social networks once each', () => {
    expect(brand.social.map((link) => link.network).sort()).toEqual(['facebook', 'instagram', 'linkedin', 'x']);
  });
});

describe('brandConfigSchema', () => {
  it('when a phone’s E.164 form is not the number it shows, then it is rejected', () => {
    expect(issuesOf((config) => (config.phones.support.e164 = '+14105550100'))).toEqual([
      `+14105550100 is not the number ${brand.phones.support.display} shows`,
    ]);
  });

  it('when a phone rings outside the head office’s country, then it is rejected', () => {
    const issues = issuesOf((config) => {
      config.phones.emergency = { display: '+44 20 7946 0999', e164: '+442079460999' };
      config.headOffice.countryCode = 'US';
      config.headOffice.country = 'USA';
    });
    expect(issues).toEqual(['+442079460999 does not ring in USA (+1)']);
  });

  it('when the head office is in a country without a calling code, then it asks for one', () => {
    expect(issuesOf((config) => (config.headOffice.countryCode = 'ZZ'))).toEqual(["add ZZ's calling code to CALLING_CODES"]);
  });

  it('when an e-mail is off the brand’s domain, then it is rejected', () => {
    expect(issuesOf((config) => (config.emails.inbox = 'copies@mail.example'))).toEqual([`copies@mail.example is not on ${brand.domain}`]);
  });

  it('when the website is off the brand’s domain, then it is rejected', () => {
    expect(issuesOf((config) => (config.websiteUrl = 'https://carrier.example'))).toEqual([`https://carrier.example is not on ${brand.domain}`]);
  });

  it('when a social link is on another network’s site or another handle, then it is rejected', () => {
    expect(
      issuesOf((config) => {
        config.social[0] = { network: 'facebook', handle: 'meridianexpress', url: 'https://x.com/meridianexpress' };
        config.social[1] = { network: 'x', handle: 'meridianexpress', url: 'https://x.com/someone-else' };
      }),
    ).toEqual(['https://x.com/meridianexpress is not on facebook.com', 'https://x.com/someone-else is not the profile of meridianexpress']);
  });

  it('when two social links are for one network, then it is rejected', () => {
    expect(issuesOf((config) => (config.social[3] = { ...config.social[0]! }))).toEqual(['one link per network']);
  });

  it('when a coverage phrase does not say its figure, then it is rejected', () => {
    expect(issuesOf((config) => (config.coverage.domestic.phrase = 'the whole country'))).toEqual([
      `'the whole country' does not say ${brand.coverage.domestic.count}`,
    ]);
  });
});

describe('helpers', () => {
  const office = { street: '9 Quay Street', city: 'Portsmouth', region: 'Hampshire', postalCode: 'PO1 3AH', country: 'United Kingdom', countryCode: 'GB' };

  it('telHref dials the E.164 form, or the digits of a printed number', () => {
    expect(telHref(brand.phones.main)).toBe(`tel:${brand.phones.main.e164}`);
    expect(telHref('+1 (410) 555-0142')).toBe('tel:+14105550142');
  });

  it('formatAddress writes the address on one line; addressLines on two', () => {
    expect(formatAddress(office)).toBe('9 Quay Street, Portsmouth, Hampshire PO1 3AH, United Kingdom');
    expect(addressLines(office)).toEqual(['9 Quay Street', 'Portsmouth, Hampshire PO1 3AH, United Kingdom']);
  });

  it('copyrightLine names the year and the brand', () => {
    expect(copyrightLine(2031)).toBe(`© 2031 ${brand.name}. All rights reserved.`);
  });

  it('when business hours are formatted, then they read as days, a colon and the hours', () => {
    expect(formatBusinessHours({ days: 'Saturday', hours: '9:00 AM-2:00 PM' })).toBe('Saturday: 9:00 AM-2:00 PM');
  });

  it('logoSvg draws the mark as standalone SVG', () => {
    expect(
      logoSvg({
        background: '#000',
        cornerRadius: 8,
        shapes: [
          { kind: 'circle', cx: 32, cy: 32, r: 10, stroke: '#fff', strokeWidth: 2 },
          { kind: 'path', d: 'M0 0h64', stroke: '#f00', strokeWidth: 1 },
        ],
      }),
    ).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="8" fill="#000"/>' +
        '<circle cx="32" cy="32" r="10" fill="none" stroke="#fff" stroke-width="2"/><path d="M0 0h64" fill="none" stroke="#f00" stroke-width="1"/></svg>',
    );
  });
});
