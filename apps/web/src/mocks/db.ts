import type {
  AdminOrganization,
  ApiKeySummary,
  Booking,
  Claim,
  CompanyProfile,
  DeviceKey,
  Invitation,
  Invoice,
  KycSubmission,
  MailMessageSummary,
  SmsMessageSummary,
  Notification,
  Organization,
  OrganizationMember,
  Payment,
  ReportSummary,
  SessionUser,
  TemperatureLog,
  TrackingShipment,
  Vehicle,
  Webhook,
  WebhookDelivery,
} from '@meridian/contracts';
import { makeReportSummary } from './fixtures/report';

// The mock API's memory: what the handlers read and write, so a create-then-list flow works in `dev:mock` and a test
// seeds exactly the records its screen should show. Tests start from empty(); the browser starts from the demo seed.

export interface MockAccount {
  user: SessionUser;
  password: string;
}

export interface MockDb {
  accounts: MockAccount[];
  /** token -> user id */
  sessions: Map<string, string>;
  bookings: Booking[];
  payments: Payment[];
  invoices: Invoice[];
  notifications: Notification[];
  /** The signed-in customer's organization, or null when they belong to none. */
  organization: Organization | null;
  members: OrganizationMember[];
  invitations: Invitation[];
  apiKeys: ApiKeySummary[];
  webhooks: Webhook[];
  deliveries: WebhookDelivery[];
  vehicles: Vehicle[];
  deviceKeys: DeviceKey[];
  mail: MailMessageSummary[];
  sms: SmsMessageSummary[];
  companyProfile: CompanyProfile | null;
  kycSubmissions: KycSubmission[];
  adminOrganizations: AdminOrganization[];
  tracking: TrackingShipment[];
  /** bookingId -> readings; a booking without an entry has none. */
  temperatureLogs: Map<string, TemperatureLog>;
  report: ReportSummary;
  claims: Claim[];
  /** attachmentId -> the bytes uploaded, so a photo shown back is the one sent. */
  claimFiles: Map<string, Blob>;
  /** driverId -> the order of their jobs out for delivery (decision 0116). */
  driverRoutes: Record<string, string[]>;
}

export function emptyDb(): MockDb {
  return {
    accounts: [],
    sessions: new Map(),
    bookings: [],
    payments: [],
    invoices: [],
    notifications: [],
    organization: null,
    members: [],
    invitations: [],
    apiKeys: [],
    webhooks: [],
    deliveries: [],
    vehicles: [],
    deviceKeys: [],
    mail: [],
    sms: [],
    companyProfile: null,
    kycSubmissions: [],
    adminOrganizations: [],
    tracking: [],
    temperatureLogs: new Map(),
    report: makeReportSummary(),
    claims: [],
    claimFiles: new Map(),
    driverRoutes: {},
  };
}

/** The one store the handlers use; reset it between tests (src/test/setup.ts) or to the demo seed (mocks/browser.ts). */
export const db: MockDb = emptyDb();

export function resetDb(next: MockDb = emptyDb()): MockDb {
  return Object.assign(db, next);
}

/** Signs `user` in: stores the account and a session for `token`, as POST /auth/login would. */
export function addSession(user: SessionUser, token: string, password = 'Mock!2345'): SessionUser {
  db.accounts = [...db.accounts.filter((account) => account.user._id !== user._id), { user, password }];
  db.sessions.set(token, user._id);
  return user;
}

let counter = 0;
/** A fresh 24-hex id, as MongoDB would give. */
export function nextId(): string {
  counter += 1;
  return (Date.now().toString(16) + counter.toString(16).padStart(6, '0')).padStart(24, 'a').slice(-24);
}
