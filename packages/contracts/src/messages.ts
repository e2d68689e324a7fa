// The error catalogue: the words clients show, fixed. Tests on both sides assert them word for word.
export const MESSAGES = {
  requestFailed: 'Request failed',
  connectionError: 'Connection error. Please check your internet and try again.',
  signup: {
    emailExistsField: 'Email already registered',
    emailExistsBanner: 'An account with this email already exists. Please use a different email or try logging in.',
    validation: 'Please check all fields and try again.',
    other: 'Registration failed. Please try again.',
    // Sign-up goes on to the e-mailed code, not the dashboard (decisions 0028, 0038): the words say where it goes.
    success: 'Account created! We emailed you a 6-digit code to verify your address.',
  },
  login: {
    noToken: 'Invalid credentials. Please check your email and password.',
    unauthorized: 'Invalid email or password. Please try again.',
    other: 'Login failed. Please try again.',
  },
  booking: {
    createValidation: 'Please check all required fields and try again.',
    createEmailField: 'Invalid email format',
    createEmail: 'Please check email addresses and try again.',
    createOther: 'Booking failed. Please try again.',
    createSuccess: 'Booking created successfully! Redirecting...',
    listFailed: 'Failed to fetch bookings',
    detailFailed: 'Failed to fetch booking details',
    updateFailed: 'Failed to update booking',
    cancelFailed: 'Failed to cancel booking',
    cancelQuestion: 'Are you sure you want to cancel this booking? This action cannot be undone.',
  },
  profile: {
    loadFailed: 'Failed to load profile data',
  },
  payment: {
    failed: 'There was an issue processing your payment. Please try again.',
  },
  // Decision 0034: every endpoint that takes an Idempotency-Key answers a reused key with another body in these words.
  idempotency: {
    keyReused: 'This Idempotency-Key was already used with a different request. Send a new key for a new request.',
    inFlight: 'This request is still being processed. Try again in a moment.',
  },
  auth: {
    useAuthOutsideProvider: 'useAuth must be used within an AuthProvider',
    // Decision 0028: a password reset ends every other session; the 401 says why, and the sign-in page repeats it.
    sessionEndedByReset: 'Your password was reset, so you were signed out. Please sign in with your new password.',
  },
} as const;

/** The `code` of the 401 that refuses a token ended by a password reset (decision 0028). */
export const SESSION_ENDED_BY_RESET = 'session_ended_by_reset';
