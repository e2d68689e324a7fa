// The brand as the pages print it, read from @meridian/brand (packages/brand/src/brand.config.ts, the one file a
// carrier replaces). Phones are their display form here; telHref dials any of them.
import { SOCIAL_NETWORK_LABELS, addressLines, brand as config, formatAddress, formatBusinessHours } from '@meridian/brand';

export { copyrightLine, telHref } from '@meridian/brand';

const [officeLine1, officeLine2] = addressLines(config.headOffice);

export const brand = {
  name: config.name,
  tagline: config.tagline,
  description: config.description,
  legalName: config.legalName,
  foundedYear: config.foundedYear,
  logo: config.logo,
  domain: config.domain,
  websiteUrl: config.websiteUrl,
  phones: {
    main: config.phones.main.display,
    support: config.phones.support.display,
    emergency: config.phones.emergency.display,
  },
  emails: config.emails,
  headOffice: {
    line1: officeLine1,
    line2: officeLine2,
    oneLine: formatAddress(config.headOffice),
    city: config.headOffice.city,
    region: config.headOffice.region,
  },
  businessHours: config.businessHours.map(formatBusinessHours),
  supportAvailability: config.supportAvailability,
  kycTeamHours: config.kycTeamHours,
  social: config.social.map((link) => ({
    network: link.network,
    href: link.url,
    label: `${config.name} on ${SOCIAL_NETWORK_LABELS[link.network]}`,
  })),
  coverage: config.coverage,
} as const;

/** 'all 50 US states by road and 200+ countries by air and sea', capitalised when it opens a sentence. */
export function coverageSentence({ capitalised = false } = {}): string {
  const sentence = `${config.coverage.domestic.phrase} by road and ${config.coverage.international.phrase} by air and sea`;
  return capitalised ? capitalise(sentence) : sentence;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
