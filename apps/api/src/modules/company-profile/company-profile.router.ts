// Company onboarding (decision 0029): router (HTTP) -> company-profile.service (draft, uploads, submit, who may read a
// document) -> repositories (profiles, GridFS).
import { pipeline } from 'node:stream/promises';
import {
  canManageOrganization,
  companyProfileDraftSchema,
  documentKindParamsSchema,
  documentQuerySchema,
  KYC_MESSAGES,
  type CompanyProfileDraft,
  type DocumentKind,
  type DocumentQuery,
} from '@meridian/contracts';
import { Router } from 'express';
import { ORGANIZATION_ROLE_ERRORS, requireOrganizationRole, type AuthMiddleware } from '../../lib/auth';
import { currentUser } from '../users/users.service';
import { sendData } from '../../lib/envelope';
import { valid, validate } from '../../lib/validate';
import { getOwnProfile, openDocument, saveDraft, submitProfile, uploadDocument } from './company-profile.service';

/** RFC 6266 inline disposition with an ASCII fallback name and the exact UTF-8 one. */
function inlineDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `inline; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

const kindParams = validate({ params: documentKindParamsSchema }, { notFound: KYC_MESSAGES.documentNotFound });
// Decision 0055: the profile is the organization's; its admins edit it, every member reads it.
const adminsOnly = requireOrganizationRole(canManageOrganization, ORGANIZATION_ROLE_ERRORS.manage);
const kindOf = (res: Parameters<typeof valid>[0]) => valid<{ kind: DocumentKind }>(res, 'params').kind;

export function companyProfileRouter(requireAuth: AuthMiddleware): Router {
  const router = Router();
  router.use(requireAuth);

  router.get('/', async (_req, res) => {
    const profile = await getOwnProfile(currentUser(res));
    sendData(res, 200, profile ? 'Company profile fetched successfully' : 'No company profile yet', profile);
  });

  router.put('/', adminsOnly, validate({ body: companyProfileDraftSchema }), async (_req, res) => {
    sendData(res, 200, 'Company profile saved', await saveDraft(currentUser(res), valid<CompanyProfileDraft>(res, 'body')));
  });

  router.post('/submit', adminsOnly, async (_req, res) => {
    sendData(res, 200, 'Company profile submitted for review', await submitProfile(currentUser(res)));
  });

  router.put('/documents/:kind', adminsOnly, kindParams, async (req, res) => {
    sendData(res, 200, 'Document uploaded', await uploadDocument(currentUser(res), kindOf(res), req));
  });

  router.get('/documents/:kind', kindParams, validate({ query: documentQuerySchema }), async (_req, res) => {
    const file = await openDocument(currentUser(res), kindOf(res), valid<DocumentQuery>(res, 'query'));
    res.status(200);
    res.setHeader('Content-Type', file.contentType);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Content-Disposition', inlineDisposition(file.fileName));
    res.setHeader('Cache-Control', 'private, no-store');
    await pipeline(file.stream, res);
  });

  return router;
}
