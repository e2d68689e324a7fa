// The signed-in customer's company profile (decision 0029: draft saved per step, documents, submit for review). Shared:
// onboarding edits it, the dashboard and profile show its status.
import type { CompanyProfile, CompanyProfileDraft, DocumentKind, Envelope } from '@meridian/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../lib/api-client';
import { userKeys } from './user';

const companyProfileKeys = {
  all: ['company-profile'] as const,
  own: () => [...companyProfileKeys.all, 'own'] as const,
};

async function getCompanyProfile(): Promise<CompanyProfile | null> {
  const body = await apiClient.get<Envelope<CompanyProfile | null>>('/company-profile');
  return body.data;
}

function companyProfileQueryOptions() {
  return queryOptions({ queryKey: companyProfileKeys.own(), queryFn: getCompanyProfile });
}

export function useCompanyProfile(options: { enabled?: boolean } = {}) {
  return useQuery({ ...companyProfileQueryOptions(), enabled: options.enabled });
}

async function saveCompanyProfile(draft: CompanyProfileDraft): Promise<CompanyProfile> {
  const body = await apiClient.put<Envelope<CompanyProfile>>('/company-profile', draft);
  return body.data;
}

async function uploadCompanyDocument(input: { kind: DocumentKind; file: File; onProgress?: (fraction: number) => void }): Promise<CompanyProfile> {
  const body = await apiClient.upload<Envelope<CompanyProfile>>(`/company-profile/documents/${input.kind}`, input.file, input.file.name, input.onProgress);
  return body.data;
}

async function submitCompanyProfile(): Promise<CompanyProfile> {
  const body = await apiClient.post<Envelope<CompanyProfile>>('/company-profile/submit');
  return body.data;
}

/** The saved profile answer replaces the cache; the session user may have changed too (an approval withdrawn). */
function useProfileWrite<TInput>(write: (input: TInput) => Promise<CompanyProfile>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (profile) => {
      client.setQueryData(companyProfileKeys.own(), profile);
      void client.invalidateQueries({ queryKey: userKeys.all });
    },
  });
}

export const useSaveCompanyProfile = () => useProfileWrite(saveCompanyProfile);
export const useUploadCompanyDocument = () => useProfileWrite(uploadCompanyDocument);
export const useSubmitCompanyProfile = () => useProfileWrite(submitCompanyProfile);

/** A document's bytes (its owner's, or with profileId an operator's view of anyone's). */
export function getCompanyDocument(kind: DocumentKind, options: { profileId?: string; version?: number } = {}): Promise<Blob> {
  const params = new URLSearchParams();
  if (options.profileId) params.set('profileId', options.profileId);
  if (options.version) params.set('version', String(options.version));
  const query = params.toString();
  return apiClient.blob(`/company-profile/documents/${kind}${query ? `?${query}` : ''}`);
}
