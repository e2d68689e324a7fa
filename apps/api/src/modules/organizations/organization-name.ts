// Kept apart from organizations.service.ts, which re-exports members.service.ts, so members can name a fresh
// organization without a circular import.

/** An organization is named after its founder's company. */
export const organizationNameFor = (companyName: string | null | undefined): string => companyName?.trim() || 'My company';
