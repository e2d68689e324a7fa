import { vehicleCreateSchema, vehicleListQuerySchema, vehicleListSchema, vehicleParamsSchema, vehicleSchema, vehicleUpdateSchema } from '@meridian/contracts';
import { authed, fail, forbidden, json, ok, security, type OpenApiPaths } from '../../lib/openapi-parts';

const staff = { ...authed, '403': forbidden };
const missing = fail('No vehicle with this id');

export const vehiclesPaths: OpenApiPaths = {
  '/ops/vehicles': {
    get: {
      tags: ['ops'],
      summary: 'The fleet (operators and admins): active vehicles by default, or `state=retired` / `state=all`, by id',
      security,
      requestParams: { query: vehicleListQuerySchema },
      responses: { '200': ok(vehicleListSchema), ...staff },
    },
    post: {
      tags: ['ops'],
      summary: 'Add a vehicle (operators and admins); the id is its fleet number, upper-cased',
      security,
      requestBody: { required: true, ...json(vehicleCreateSchema) },
      responses: { '201': ok(vehicleSchema), '409': fail('A vehicle with this id already exists'), ...staff },
    },
  },
  '/ops/vehicles/{id}': {
    patch: {
      tags: ['ops'],
      summary: "Change an active vehicle's type, refrigeration or capacity (operators and admins)",
      security,
      requestParams: { path: vehicleParamsSchema },
      requestBody: { required: true, ...json(vehicleUpdateSchema) },
      responses: { '200': ok(vehicleSchema), '404': missing, '409': fail('The vehicle is retired'), ...staff },
    },
  },
  '/ops/vehicles/{id}/retire': {
    post: {
      tags: ['ops'],
      summary: 'Retire a vehicle (operators and admins): it is no longer offered or accepted for new assignments; past ones keep naming it. Idempotent.',
      security,
      requestParams: { path: vehicleParamsSchema },
      responses: { '200': ok(vehicleSchema), '404': missing, ...staff },
    },
  },
};
