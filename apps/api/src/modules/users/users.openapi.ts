import { notificationSettingsResultSchema, notificationSettingsSchema } from '@meridian/contracts';
import { authed, json, ok, security, type OpenApiPaths } from '../../lib/openapi-parts';

// The profile's GET and PATCH /user/ are in the docs module's base document; these came with SMS (decision 0111).
export const usersPaths: OpenApiPaths = {
  '/user/notification-settings': {
    get: {
      tags: ['user'],
      summary: "The channels for the signed-in customer's own bookings' step updates: e-mail, SMS (and the number, and whether it replied STOP)",
      security,
      responses: { '200': ok(notificationSettingsResultSchema), ...authed },
    },
    put: {
      tags: ['user'],
      summary: 'Choose the channels: e-mail, SMS to a mobile number in E.164 (required when SMS is on), both or neither',
      security,
      requestBody: json(notificationSettingsSchema),
      responses: { '200': ok(notificationSettingsResultSchema, 'Notification settings saved'), ...authed },
    },
  },
};
