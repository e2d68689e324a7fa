import mongoose from 'mongoose';
import { VerificationCodeModel } from '../modules/auth/verification-codes.model';
import { BookingModel } from '../modules/bookings/bookings.model';
import { DeviceKeyModel } from '../modules/cold-chain/device-keys.model';
import { ExcursionStateModel } from '../modules/cold-chain/excursion-state.model';
import { ReadingModel } from '../modules/cold-chain/readings.model';
import { ContactMessageModel } from '../modules/contact/contact.model';
import { NewsletterSubscriptionModel } from '../modules/newsletter/newsletter.model';
import { CounterModel } from '../modules/notifications/counters.model';
import { NotificationModel } from '../modules/notifications/notifications.model';
import { StreamTicketModel } from '../modules/notifications/stream-tickets.model';
import { ResetTokenModel } from '../modules/auth/reset-tokens.model';
import { UserModel } from '../modules/users/users.model';
import { RateLimitHitModel } from './rate-limit-store';
import { JobLeaseModel } from './leases';
import { IdempotencyKeyModel } from './idempotency-keys.model';
import { MailMessageModel } from '../modules/mail/mail-messages.model';
import { MONEY_MODELS } from '../modules/payments/money-models';
import { TrackingSubscriptionModel } from '../modules/tracking-subscriptions/tracking-subscriptions.model';
import { CompanyProfileModel } from '../modules/company-profile/company-profile.model';

// Issue 5: filters are built from parsed input only, and mongoose neutralises any operator that slips in.
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);
// Indexes are created explicitly on start (below), not lazily per model.
mongoose.set('autoIndex', false);

export const MODELS = [
  UserModel,
  BookingModel,
  IdempotencyKeyModel,
  ResetTokenModel,
  ContactMessageModel,
  NewsletterSubscriptionModel,
  RateLimitHitModel,
  ReadingModel,
  ExcursionStateModel,
  DeviceKeyModel,
  NotificationModel,
  CounterModel,
  StreamTicketModel,
  JobLeaseModel,
  MailMessageModel,
  ...MONEY_MODELS,
  TrackingSubscriptionModel,
  VerificationCodeModel,
  CompanyProfileModel,
];

export async function connectDatabase(uri: string): Promise<typeof mongoose> {
  const connection = await mongoose.connect(uri, { serverSelectionTimeoutMS: 10_000 });
  await ensureIndexes();
  return connection;
}

/** Creates every declared index (unique e-mail, owner + createdAt, owner + status + createdAt, ...). */
export async function ensureIndexes(): Promise<void> {
  for (const model of MODELS) {
    await model.createCollection().catch((error: { codeName?: string; code?: number }) => {
      if (error.code !== 48 && error.codeName !== 'NamespaceExists') throw error;
    });
    await model.createIndexes();
  }
}

export async function disconnectDatabase(): Promise<void> {
  await mongoose.disconnect();
}
