// Component tests for My Bookings: a booking as the API returns it, a signed-in session, and a stubbed network
// (the stub is shared with the other features' tests).
export { makeBooking } from '../../../test/sample-booking';
export { ok, refused, renderWithSession, stubApi, type ApiCall } from '../../../test/api-stub';
