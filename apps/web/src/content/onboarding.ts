// Company onboarding and KYC words (decision 0029), shared by onboarding, the dashboard, the profile and
// the console.
export const ONBOARDING_COPY = {
  reviewTime: '2-3 business days',
  resubmissionReviewTime: '24-48 hours',
  // Decision 0044: no SMS is sent (there is no SMS provider), so none is promised.
  updates: 'We will send status updates by e-mail.',
  editPendingTitle: 'Your profile is under review',
  editPending: 'Changing an answer or a document withdraws it from the queue; submit it again when you are done.',
  editApprovedTitle: 'Your company is verified',
  editApproved: 'Changing an answer or a document needs a new review, and invoice terms pause until it is approved again.',
} as const;

/** The banner on the dashboard and the profile for each company status that still needs something. */
export const COMPANY_STATUS_BANNERS = {
  notSubmitted: {
    title: 'Complete your company profile',
    text: 'Verified businesses can pay by invoice. Tell us about your company and upload four documents; it takes about five minutes.',
    link: { to: '/onboarding/profile-setup', label: 'Complete profile' },
  },
  pending: {
    title: 'Your company is under review',
    text: 'Our KYC team is checking your documents. We will tell you by e-mail.',
    link: { to: '/onboarding/kyc-pending', label: 'View status' },
  },
  rejected: {
    title: 'Your application requires updates',
    text: 'Our KYC team could not approve your company yet.',
    link: { to: '/onboarding/kyc-rejected', label: 'See what to fix' },
  },
} as const;
