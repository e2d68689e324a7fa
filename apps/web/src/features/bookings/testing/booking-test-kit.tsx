// Component tests for My Bookings: a booking as the API returns it, a signed-in session on the mock API (shared with
// the other features' tests, decision 0093).
export { makeBooking } from '../../../mocks/fixtures/booking';
export { api, db, ok, recordRequests, refused, renderWithSession, server, signIn, type ApiCall } from '../../../test/session';
