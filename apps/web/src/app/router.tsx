import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ProtectedRoute, RequireRole } from './auth';
import { AccountLayout } from './layouts/account-layout';
import { CustomerLayout } from './layouts/customer-layout';
import { DriverLayout } from './layouts/driver-layout';
import type { FrameHandle } from './layouts/route-frame';
import { RouteError } from './shell/route-fallbacks';
import { RootLayout } from './shell/root-layout';
import { SplashScreen } from './shell/splash-screen';

// Every screen is its own chunk, so no page carries another's code (the 150 KB budget, decision 0015).
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/** One KYC status page, drawn for the status its address names. */
function kycStatusScreen(status: 'pending' | 'rejected') {
  return async () => {
    const { KycStatusPage } = await import('../features/onboarding/pages/kyc-status-page');
    return { element: <KycStatusPage status={status} /> };
  };
}

const publicRoutes: RouteObject[] = [
  { index: true, lazy: screen(() => import('../features/marketing/pages/home-page'), (m) => m.HomePage) },
  { path: 'services', lazy: screen(() => import('../features/marketing/pages/services-page'), (m) => m.ServicesPage) },
  { path: 'pricing', lazy: screen(() => import('../features/marketing/pages/pricing-page'), (m) => m.PricingPage) },
  { path: 'about', lazy: screen(() => import('../features/marketing/pages/about-page'), (m) => m.AboutPage) },
  { path: 'portfolio', lazy: screen(() => import('../features/marketing/pages/portfolio-page'), (m) => m.PortfolioPage) },
  { path: 'team', lazy: screen(() => import('../features/marketing/pages/team-page'), (m) => m.TeamPage) },
  { path: 'blog', lazy: screen(() => import('../features/marketing/pages/blog-page'), (m) => m.BlogPage) },
  { path: 'contact', lazy: screen(() => import('../features/marketing/pages/contact-page'), (m) => m.ContactPage) },
  // Decision 0056: the developer guide is public, so an integrator can read it before anyone signs in.
  { path: 'developers', lazy: screen(() => import('../features/developers/pages/developers-page'), (m) => m.DevelopersPage) },
  // /track and /tracking are the same screen.
  { path: 'track', lazy: screen(() => import('../features/tracking/pages/tracking-page'), (m) => m.TrackingPage) },
  // The form every link the product sends carries (decision 0085).
  { path: 'track/:trackingNumber', lazy: screen(() => import('../features/tracking/pages/tracking-page'), (m) => m.TrackingPage) },
  { path: 'tracking', lazy: screen(() => import('../features/tracking/pages/tracking-page'), (m) => m.TrackingPage) },
  // The QR code on a temperature report (decision 0041): anyone may check what a digest stands for.
  { path: 'verify/:digest', lazy: screen(() => import('../features/verify/pages/verify-report-page'), (m) => m.VerifyReportPage) },
  // The links in tracking mails (decision 0030).
  { path: 'tracking/subscriptions/confirm', lazy: screen(() => import('../features/tracking/pages/subscription-confirm-page'), (m) => m.SubscriptionConfirmPage) },
  { path: 'tracking/subscriptions/unsubscribe', lazy: screen(() => import('../features/tracking/pages/subscription-unsubscribe-page'), (m) => m.SubscriptionUnsubscribePage) },
  // Decision 0117: the "Stop these e-mails" link of a receiver's delivery e-mail.
  { path: 'tracking/receiver-mail/unsubscribe', lazy: screen(() => import('../features/tracking/pages/receiver-mail-unsubscribe-page'), (m) => m.ReceiverMailUnsubscribePage) },
];

const accountRoutes: RouteObject[] = [
  { path: 'auth/signup', lazy: screen(() => import('../features/auth/pages/signup-page'), (m) => m.SignupPage) },
  { path: 'auth/login', lazy: screen(() => import('../features/auth/pages/login-page'), (m) => m.LoginPage) },
  { path: 'auth/forgot-password', lazy: screen(() => import('../features/auth/pages/forgot-password-page'), (m) => m.ForgotPasswordPage) },
  { path: 'auth/reset-password', lazy: screen(() => import('../features/auth/pages/reset-password-page'), (m) => m.ResetPasswordPage) },
  { path: 'auth/verify-otp', lazy: screen(() => import('../features/auth/pages/verify-otp-page'), (m) => m.VerifyOtpPage) },
  // Decision 0055: an invitation link; open to visitors, who sign in or up and come back here.
  { path: 'auth/accept-invitation', lazy: screen(() => import('../features/organization/pages/accept-invitation-page'), (m) => m.AcceptInvitationPage) },
];

// Onboarding is for a signed-in customer (signed out -> /auth/login); the draft lives on the server (decision 0029).
const onboardingRoutes: RouteObject[] = [
  { path: 'onboarding/profile-setup', lazy: screen(() => import('../features/onboarding/pages/profile-setup-page'), (m) => m.ProfileSetupPage) },
  { path: 'onboarding/kyc-pending', lazy: kycStatusScreen('pending') },
  { path: 'onboarding/kyc-rejected', lazy: kycStatusScreen('rejected') },
  { path: 'onboarding/edit-profile', lazy: screen(() => import('../features/onboarding/pages/edit-profile-page'), (m) => m.EditProfilePage) },
];

const framed = (frame: FrameHandle['frame']): FrameHandle => ({ frame });

// Login required. Routes with a frame get CustomerLayout's page frame; the others draw their own.
const signedInRoutes: RouteObject[] = [
  { path: 'dashboard', lazy: screen(() => import('../features/dashboard/pages/dashboard-page'), (m) => m.DashboardPage) },
  { path: 'booking/request', handle: framed({ width: '4xl', back: true }), lazy: screen(() => import('../features/booking/pages/booking-request-page'), (m) => m.BookingRequestPage) },
  { path: 'booking/quotation', handle: framed({ width: '2xl', back: true }), lazy: screen(() => import('../features/booking/pages/booking-quotation-page'), (m) => m.BookingQuotationPage) },
  { path: 'booking/payment', lazy: screen(() => import('../features/booking/pages/booking-payment-page'), (m) => m.BookingPaymentPage) },
  { path: 'booking/confirmation', lazy: screen(() => import('../features/booking/pages/booking-confirmation-page'), (m) => m.BookingConfirmationPage) },
  { path: 'invoice/:id', lazy: screen(() => import('../features/invoice/pages/invoice-page'), (m) => m.InvoicePage) },
  { path: 'profile', handle: framed({ width: '5xl', back: true }), lazy: screen(() => import('../features/profile/pages/profile-page'), (m) => m.ProfilePage) },
  { path: 'bookings', handle: framed({ width: '6xl', back: true }), lazy: screen(() => import('../features/bookings/pages/bookings-page'), (m) => m.BookingsPage) },
  // Decision 0056: before bookings/:id, which would otherwise read "import" as an id.
  { path: 'bookings/import', handle: framed({ width: '5xl', back: true }), lazy: screen(() => import('../features/bulk-import/pages/bulk-import-page'), (m) => m.BulkImportPage) },
  { path: 'bookings/:id', handle: framed({ width: '6xl' }), lazy: screen(() => import('../features/bookings/pages/booking-detail-page'), (m) => m.BookingDetailPage) },
  // Issue 51: "Report a problem" on a delivered or late booking, the claim it opens, and the organization's claims.
  { path: 'bookings/:id/claim', handle: framed({ width: '6xl' }), lazy: screen(() => import('../features/claims/pages/new-claim-page'), (m) => m.NewClaimPage) },
  { path: 'claims', handle: framed({ width: '5xl', back: true }), lazy: screen(() => import('../features/claims/pages/claims-page'), (m) => m.ClaimsPage) },
  { path: 'claims/:id', handle: framed({ width: '6xl' }), lazy: screen(() => import('../features/claims/pages/claim-page'), (m) => m.ClaimPage) },
  { path: 'reports', handle: framed({ width: '6xl', back: true }), lazy: screen(() => import('../features/reports/pages/reports-page'), (m) => m.ReportsPage) },
  // Decision 0055: the organization area; its sections (ORGANIZATION_NAV) are children, so API keys and webhooks join here.
  {
    path: 'organization',
    handle: framed({ width: '5xl', back: true }),
    lazy: screen(() => import('../features/organization/pages/organization-layout'), (m) => m.OrganizationLayout),
    children: [
      { index: true, lazy: screen(() => import('../features/organization/pages/members-page'), (m) => m.MembersPage) },
      // Decisions 0056 and 0057: an organization admin's API keys and webhooks; the API refuses anyone else.
      { path: 'api-keys', lazy: screen(() => import('../features/api-keys/pages/api-keys-page'), (m) => m.ApiKeysPage) },
      { path: 'webhooks', lazy: screen(() => import('../features/webhooks/pages/webhooks-page'), (m) => m.WebhooksPage) },
    ],
  },
];

// The operator console (decision 0017). Users is for admins only: the link is hidden from operators and the route guarded.
const opsRoutes: RouteObject[] = [
  { index: true, lazy: screen(() => import('../features/ops/pages/queue-page'), (m) => m.QueuePage) },
  { path: 'bookings/:id', handle: framed({ width: '6xl' }), lazy: screen(() => import('../features/ops/pages/booking-page'), (m) => m.OpsBookingPage) },
  { path: 'claims', lazy: screen(() => import('../features/claims/pages/ops-claims-queue-page'), (m) => m.OpsClaimsQueuePage) },
  { path: 'claims/:id', lazy: screen(() => import('../features/claims/pages/ops-claim-page'), (m) => m.OpsClaimPage) },
  { path: 'kyc', lazy: screen(() => import('../features/ops/pages/kyc-queue-page'), (m) => m.KycQueuePage) },
  { path: 'kyc/:profileId', lazy: screen(() => import('../features/ops/pages/kyc-submission-page'), (m) => m.KycSubmissionPage) },
  { path: 'vehicles', lazy: screen(() => import('../features/ops/pages/vehicles-page'), (m) => m.VehiclesPage) },
  { path: 'excursions', lazy: screen(() => import('../features/ops/pages/excursions-page'), (m) => m.ExcursionsPage) },
  { path: 'device-keys', lazy: screen(() => import('../features/ops/pages/device-keys-page'), (m) => m.DeviceKeysPage) },
  { path: 'mail', lazy: screen(() => import('../features/ops/pages/mail-page'), (m) => m.MailPage) },
  { path: 'sms', lazy: screen(() => import('../features/ops/pages/sms-page'), (m) => m.SmsPage) },
  { path: 'reports', lazy: screen(() => import('../features/ops/pages/reports-page'), (m) => m.OpsReportsPage) },
  {
    path: 'users',
    element: <RequireRole roles={['admin']} />,
    children: [{ index: true, lazy: screen(() => import('../features/ops/pages/users-page'), (m) => m.UsersPage) }],
  },
  {
    path: 'organizations',
    element: <RequireRole roles={['admin']} />,
    children: [
      { index: true, lazy: screen(() => import('../features/ops/pages/organizations-page'), (m) => m.OrganizationsPage) },
      { path: ':id', lazy: screen(() => import('../features/ops/pages/organizations-page'), (m) => m.OrganizationPage) },
    ],
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteError />,
    // The splash covers only the first load of a screen's code (decision 0037), then the screen itself shows.
    hydrateFallbackElement: <SplashScreen />,
    children: [
      // The public site: the site header and footer follow the path rule in shell/shell-visibility.ts.
      ...publicRoutes,
      { element: <AccountLayout />, children: [...accountRoutes, { element: <RequireRole roles={['customer']} />, children: onboardingRoutes }] },
      { element: <ProtectedRoute />, children: [{ element: <CustomerLayout />, children: signedInRoutes }] },
      {
        path: 'ops',
        element: <RequireRole roles={['operator', 'admin']} />,
        // The console's frame loads with its screens, so the public pages' first load stays as it was.
        children: [{ lazy: screen(() => import('./layouts/ops-layout'), (m) => m.OpsLayout), children: opsRoutes }],
      },
      {
        path: 'driver',
        element: <RequireRole roles={['driver']} />,
        children: [
          {
            element: <DriverLayout />,
            children: [
              { index: true, lazy: screen(() => import('../features/driver/pages/driver-jobs-page'), (m) => m.DriverJobsPage) },
              { path: 'jobs/:id', lazy: screen(() => import('../features/driver/pages/driver-job-page'), (m) => m.DriverJobPage) },
            ],
          },
        ],
      },
      { path: '*', lazy: screen(() => import('./routes/not-found-page'), (m) => m.NotFoundPage) },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
