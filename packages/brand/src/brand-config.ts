import { z } from 'zod';
import { CALLING_CODES, SOCIAL_NETWORK_HOSTS, SOCIAL_NETWORKS } from './networks';

const text = z.string().trim().min(1);
const hexColor = z.string().regex(/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i, 'a CSS hex colour such as #1e3a8a');
// Only path commands and numbers, so the mark can be written into SVG markup without escaping.
const svgPathData = z.string().regex(/^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]+$/, 'SVG path data');
const domain = z.string().regex(/^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$/, 'a domain such as example-carrier.com');

const phoneSchema = z.object({
  /** As printed, in international form: '+1 (410) 555-0142'. */
  display: z.string().regex(/^\+\d[\d ()-]+\d$/, 'an international number starting with +'),
  /** For tel: links and SMS: '+14105550142'. */
  e164: z.string().regex(/^\+[1-9]\d{6,14}$/, 'E.164: + and 7 to 15 digits'),
});
export type BrandPhone = z.infer<typeof phoneSchema>;

const addressSchema = z.object({
  street: text,
  city: text,
  /** State, province or county as written in the address: 'MD'. */
  region: text,
  postalCode: text,
  /** As printed on the last line: 'USA'. */
  country: text,
  /** ISO 3166-1 alpha-2: 'US'. */
  countryCode: z.string().regex(/^[A-Z]{2}$/, 'an ISO 3166-1 alpha-2 code such as US'),
});
export type BrandAddress = z.infer<typeof addressSchema>;

const businessHoursSchema = z.object({ days: text, hours: text });
export type BusinessHours = z.infer<typeof businessHoursSchema>;

const logoShapeSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('circle'), cx: z.number(), cy: z.number(), r: z.number().positive(), stroke: hexColor, strokeWidth: z.number().positive() }),
  z.object({ kind: z.literal('path'), d: svgPathData, stroke: hexColor, strokeWidth: z.number().positive() }),
]);

/** The mark, drawn on a 64 x 64 square: a rounded background and outlined shapes on it. */
const logoSchema = z.object({
  background: hexColor,
  cornerRadius: z.number().min(0).max(32),
  shapes: z.array(logoShapeSchema).min(1),
});
export type BrandLogo = z.infer<typeof logoSchema>;

const socialLinkSchema = z.object({
  network: z.enum(SOCIAL_NETWORKS),
  handle: text,
  url: z.url({ protocol: /^https$/ }),
});

const coverageAreaSchema = z.object({
  /** The figure shown on a stat tile: '50'. */
  count: text,
  /** The tile's label: 'US States'. */
  label: text,
  /** The same reach inside a sentence: 'all 50 US states'. */
  phrase: text,
});

export const brandConfigSchema = z
  .object({
    name: text,
    tagline: text,
    description: text,
    legalName: text,
    foundedYear: z.number().int().min(1800).max(new Date().getFullYear()),
    logo: logoSchema,
    /** Every e-mail address and the website live on this domain. */
    domain,
    websiteUrl: z.url({ protocol: /^https$/ }),
    phones: z.object({ main: phoneSchema, support: phoneSchema, emergency: phoneSchema }),
    emails: z.object({
      info: z.email(),
      support: z.email(),
      sales: z.email(),
      emergency: z.email(),
      careers: z.email(),
      billing: z.email(),
      /** Where the API sends a copy of every contact-form message. */
      inbox: z.email(),
    }),
    headOffice: addressSchema,
    businessHours: z.array(businessHoursSchema).min(1),
    supportAvailability: text,
    kycTeamHours: text,
    social: z.array(socialLinkSchema).length(SOCIAL_NETWORKS.length),
    coverage: z.object({ domestic: coverageAreaSchema, international: coverageAreaSchema }),
  })
  .superRefine((config, ctx) => {
    const digits = (value: string) => value.replace(/\D/g, '');
    const callingCode = CALLING_CODES[config.headOffice.countryCode];
    if (!callingCode) {
      ctx.addIssue({ code: 'custom', path: ['headOffice', 'countryCode'], message: `add ${config.headOffice.countryCode}'s calling code to CALLING_CODES` });
    }
    for (const [key, phone] of Object.entries(config.phones)) {
      if (digits(phone.display) !== digits(phone.e164)) {
        ctx.addIssue({ code: 'custom', path: ['phones', key, 'e164'], message: `${phone.e164} is not the number ${phone.display} shows` });
      }
      if (callingCode && !phone.e164.startsWith(`+${callingCode}`)) {
        ctx.addIssue({ code: 'custom', path: ['phones', key, 'e164'], message: `${phone.e164} does not ring in ${config.headOffice.country} (+${callingCode})` });
      }
    }
    for (const [key, email] of Object.entries(config.emails)) {
      if (!email.toLowerCase().endsWith(`@${config.domain}`)) {
        ctx.addIssue({ code: 'custom', path: ['emails', key], message: `${email} is not on ${config.domain}` });
      }
    }
    const site = new URL(config.websiteUrl).hostname;
    if (site !== config.domain && site !== `www.${config.domain}`) {
      ctx.addIssue({ code: 'custom', path: ['websiteUrl'], message: `${config.websiteUrl} is not on ${config.domain}` });
    }
    const networks = new Set(config.social.map((link) => link.network));
    if (networks.size !== config.social.length) {
      ctx.addIssue({ code: 'custom', path: ['social'], message: 'one link per network' });
    }
    config.social.forEach((link, index) => {
      const url = new URL(link.url);
      const host = SOCIAL_NETWORK_HOSTS[link.network];
      if (url.hostname !== host && url.hostname !== `www.${host}`) {
        ctx.addIssue({ code: 'custom', path: ['social', index, 'url'], message: `${link.url} is not on ${host}` });
      }
      if (!url.pathname.split('/').includes(link.handle)) {
        ctx.addIssue({ code: 'custom', path: ['social', index, 'url'], message: `${link.url} is not the profile of ${link.handle}` });
      }
    });
    for (const key of ['domestic', 'international'] as const) {
      const area = config.coverage[key];
      if (!area.phrase.includes(area.count)) {
        ctx.addIssue({ code: 'custom', path: ['coverage', key, 'phrase'], message: `'${area.phrase}' does not say ${area.count}` });
      }
    }
  });

export type BrandConfig = z.infer<typeof brandConfigSchema>;
