// Decision 0056: the organization's API keys (admins): list, create (the key shown once), revoke.
import type { ApiKeySummary, CreateApiKeyInput, CreatedApiKey, Envelope } from '@meridian/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

const apiKeyKeys = { all: ['api-keys'] as const };

async function getApiKeys(): Promise<ApiKeySummary[]> {
  return (await apiClient.get<Envelope<ApiKeySummary[]>>('/organization/api-keys')).data;
}

const apiKeysQuery = () => queryOptions({ queryKey: apiKeyKeys.all, queryFn: getApiKeys });
export const useApiKeys = () => useQuery(apiKeysQuery());

async function createApiKey(input: CreateApiKeyInput): Promise<CreatedApiKey> {
  return (await apiClient.post<Envelope<CreatedApiKey>>('/organization/api-keys', input)).data;
}

async function revokeApiKey(id: string): Promise<void> {
  await apiClient.delete<unknown>(`/organization/api-keys/${encodeURIComponent(id)}`);
}

function useKeyWrite<I, O>(write: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => client.invalidateQueries({ queryKey: apiKeyKeys.all }) });
}

export const useCreateApiKey = () => useKeyWrite(createApiKey);
export const useRevokeApiKey = () => useKeyWrite(revokeApiKey);
