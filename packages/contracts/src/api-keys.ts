import { z } from 'zod';
import { objectIdSchema } from './envelope';
import { API_KEY_PREFIX, API_KEY_SCOPES, apiKeyScopeSchema, type ApiKeyScope } from './organization';
import { requiredText } from './text';

// Decision 0056: what each scope lets a key do, in the words the key form and the developer guide show.
export const API_KEY_SCOPE_DESCRIPTIONS: Record<ApiKeyScope, string> = {
  'bookings:read': 'List and read bookings, quotes, payments, invoices, temperature readings and tracking.',
  'bookings:write': 'Create, edit, cancel and pay for bookings, and import bookings from CSV.',
  'documents:read': 'Download documents: invoice PDFs, receipts, proof of delivery, temperature reports and CSVs.',
  'webhooks:manage': 'Create, change and delete the organization’s webhooks.',
};

export const API_KEY_MESSAGES = {
  notAllowedHere: 'API keys cannot be used here',
  outOfScope: (scope: ApiKeyScope) => `This API key lacks the ${scope} scope`,
  invalid: 'This API key is not valid. It may have been revoked.',
  notFound: 'API key not found',
  adminsOnly: 'Only organization admins manage API keys',
  scopesRequired: 'Choose at least one scope',
  created: 'API key created. Copy it now: it will not be shown again.',
} as const;

/** Whether a bearer credential is an API key rather than a session token. */
export const isApiKeyToken = (token: string): boolean => token.startsWith(API_KEY_PREFIX);

// POST /organization/api-keys
export const createApiKeySchema = z
  .strictObject({
    name: requiredText('Name', 80),
    scopes: z
      .array(apiKeyScopeSchema, { error: API_KEY_MESSAGES.scopesRequired })
      .min(1, API_KEY_MESSAGES.scopesRequired)
      .max(API_KEY_SCOPES.length)
      .transform((scopes) => [...new Set(scopes)]),
  })
  .meta({ id: 'CreateApiKeyRequest' });
export type CreateApiKeyInput = z.infer<typeof createApiKeySchema>;
export type CreateApiKeyFormValues = z.input<typeof createApiKeySchema>;

export const apiKeyParamsSchema = z.strictObject({ id: objectIdSchema });

// GET /organization/api-keys: never the key or its hash, only the prefix that tells keys apart.
export const apiKeySummarySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scopes: z.array(apiKeyScopeSchema),
    prefix: z.string().meta({ description: 'The first 12 characters of the key, to tell keys apart' }),
    createdAt: z.string(),
    createdBy: z.string(),
    lastUsedAt: z.string().nullable(),
    revokedAt: z.string().nullable().optional(),
    suspended: z
      .boolean()
      .optional()
      .meta({ description: 'In the list: true while the admin who created the key is not an admin of the organization (left it, or is now a booker or a viewer); the key answers 401 until they are admin again' }),
  })
  .meta({ id: 'ApiKey' });
export type ApiKeySummary = z.infer<typeof apiKeySummarySchema>;

// The create answer: the only time the key itself crosses the wire.
export const createdApiKeySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    scopes: z.array(apiKeyScopeSchema),
    prefix: z.string(),
    key: z.string().meta({ description: 'mxk_ followed by 43 base64url characters; shown once' }),
  })
  .meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>;
