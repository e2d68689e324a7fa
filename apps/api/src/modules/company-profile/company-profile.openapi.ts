import { companyProfileDraftSchema, companyProfileSchema, documentKindParamsSchema, documentQuerySchema } from '@meridian/contracts';
import { z } from 'zod';
import { authed, fail, ok, security, json, type OpenApiPaths } from '../../lib/openapi-parts';

const tags = ['company-profile'];
const binary = z.string().meta({ format: 'binary' });

export const companyProfilePaths: OpenApiPaths = {
  '/company-profile': {
    get: {
      tags,
      summary: "The caller's company profile (data is null until anything is saved)",
      security,
      responses: { '200': ok(companyProfileSchema.nullable()), ...authed },
    },
    put: {
      tags,
      summary: 'Save the draft as the user goes: any subset of the fields, each one checked by its step’s rule',
      description:
        'A change to a profile under review or approved withdraws it to `draft` (an approval also clears the account’s `verified`); ' +
        'a rejected profile stays rejected until resubmitted. Sending the stored values again changes nothing.',
      security,
      requestBody: json(companyProfileDraftSchema),
      responses: { '200': ok(companyProfileSchema), ...authed },
    },
  },
  '/company-profile/documents/{kind}': {
    put: {
      tags,
      summary: 'Upload (or replace) one of the four documents; the replaced upload stays in the document’s history',
      description: 'multipart/form-data with the field `file`: PDF, JPEG or PNG judged by the file’s first bytes, at most 10 MB. Stored in GridFS.',
      security,
      requestParams: { path: documentKindParamsSchema },
      requestBody: { content: { 'multipart/form-data': { schema: z.object({ file: binary }) } } },
      responses: {
        '200': ok(companyProfileSchema),
        '400': fail('No file, or not a PDF, JPEG or PNG by its content'),
        '413': fail('The file is larger than 10 MB'),
        ...Object.fromEntries(Object.entries(authed).filter(([code]) => code !== '400' && code !== '413')),
      },
    },
    get: {
      tags,
      summary: 'Read a document inline (its owner; operators and admins with ?profileId=)',
      security,
      requestParams: { path: documentKindParamsSchema, query: documentQuerySchema },
      responses: {
        '200': {
          description: 'The file with its stored content type (Content-Disposition: inline)',
          content: { 'application/pdf': { schema: binary }, 'image/jpeg': { schema: binary }, 'image/png': { schema: binary } },
        },
        '404': fail('No such document (also for someone else’s profile)'),
        ...authed,
      },
    },
  },
  '/company-profile/submit': {
    post: {
      tags,
      summary: 'Submit for review: every field valid and the four documents uploaded -> pending',
      security,
      responses: {
        '200': ok(companyProfileSchema),
        '400': fail('Something is missing; `fields` names each field and `documents.{kind}` each missing document'),
        '409': fail('Already under review or already verified'),
        ...authed,
      },
    },
  },
};
