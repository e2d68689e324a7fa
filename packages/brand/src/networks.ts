// Plain constants the schema and the formatters share; no zod here, so the web's pages do not load it.

export const SOCIAL_NETWORKS = ['facebook', 'x', 'linkedin', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_NETWORK_LABELS: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  x: 'X',
  linkedin: 'LinkedIn',
  instagram: 'Instagram',
};

/** The host a profile URL on each network lives on (with or without `www.`). */
export const SOCIAL_NETWORK_HOSTS: Record<SocialNetwork, string> = {
  facebook: 'facebook.com',
  x: 'x.com',
  linkedin: 'linkedin.com',
  instagram: 'instagram.com',
};

/**
 * International calling code by ISO 3166-1 alpha-2 country, for the rule that the phones ring in the head office's
 * country. A carrier whose office is in a country not listed adds its row.
 */
export const CALLING_CODES: Readonly<Record<string, string>> = {
  US: '1',
  CA: '1',
  GB: '44',
  IE: '353',
  DE: '49',
  FR: '33',
  NL: '31',
  AE: '971',
  IN: '91',
  SG: '65',
  AU: '61',
  ZA: '27',
  NG: '234',
  GH: '233',
  KE: '254',
};
