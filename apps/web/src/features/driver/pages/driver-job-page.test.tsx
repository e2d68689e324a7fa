import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { api, db, recordRequests, refused, server } from '../../../test/session';
import { assignDriverJobs, connection, makeBooking, renderDriver, stubCanvas } from '../testing/driver-test-kit';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const assigned = makeBooking({ _id: 'job-1', status: 'confirmed', milestone: 'assigned', version: 5, trackingNumber: 'MX4F7K2P9QZ8T' });

/** The job as the mock API holds it now. */
const jobInStore = () => db.bookings.find((booking) => booking._id === 'job-1')!;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** Signs the one signature pad open on the screen with a finger stroke. */
function sign() {
  const pad = screen.getByRole('img', { name: /signature/i });
  fireEvent.pointerDown(pad, { pointerId: 1, clientX: 10, clientY: 10, pointerType: 'touch' });
  fireEvent.pointerMove(pad, { pointerId: 1, clientX: 80, clientY: 40, pointerType: 'touch' });
  fireEvent.pointerUp(pad, { pointerId: 1, pointerType: 'touch' });
}

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';

/** The pickup form with no piece scanned: the sender's name and signature, then yes to the unscanned pieces. */
async function pickUpWithoutScans(user: ReturnType<typeof userEvent.setup>, note?: string) {
  stubCanvas();
  await user.type(screen.getByLabelText(/Sender’s printed name/), 'Pat Sender');
  sign();
  if (note) await user.type(screen.getByLabelText('Note (optional)'), note);
  await user.click(screen.getByRole('button', { name: 'Submit pickup' }));
  await user.click(await screen.findByRole('button', { name: 'Yes, finish without them' }));
}

const moveButtons = async () => {
  const section = await screen.findByRole('region', { name: 'Your next step' });
  return within(section)
    .getAllByRole('button')
    .map((button) => button.textContent?.trim());
};

// Whole screens with the session check and the outbox: generous on a busy machine, never timed.
describe('driver job screen', () => {
  it.each([
    ['assigned', 'confirmed', false, ['Picked up']],
    ['assigned', 'confirmed', true, ['Picked up', 'Temperature reading']],
    ['picked-up', 'in-transit', false, ['Out for delivery', 'Delivered', 'Location update']],
    ['in-transit', 'in-transit', true, ['Out for delivery', 'Delivered', 'Location update', 'Temperature reading']],
    ['out-for-delivery', 'in-transit', false, ['Delivered', 'Could not deliver', 'Location update']],
    // Decision 0108: after a failed attempt the job goes out again (or is delivered if the receiver turns up).
    ['delivery-attempted', 'in-transit', false, ['Out for delivery', 'Delivered', 'Location update']],
  ] as const)('when the job is %s (%s, perishable: %s), then the buttons are %o', async (milestone, status, isPerishable, buttons) => {
    const job = makeBooking({ _id: 'job-1', milestone, status, isPerishable, tempControlCelsius: isPerishable ? 4 : 0 });
    assignDriverJobs(job);
    renderDriver('/driver/jobs/job-1');
    expect(await moveButtons()).toEqual(buttons);
  });

  it('when the job is delivered, then there is nothing left to do', async () => {
    assignDriverJobs(makeBooking({ _id: 'job-1', milestone: 'delivered', status: 'delivered' }));
    renderDriver('/driver/jobs/job-1');
    expect(await screen.findByText('This job is done. Nothing more to do here.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your next step' })).not.toBeInTheDocument();
  });

  it('when the job is another driver’s, then the screen says it is not assigned to them (404)', async () => {
    // job-9 is in no driver's list: the mock API answers 404, as the API does.
    assignDriverJobs(assigned);
    renderDriver('/driver/jobs/job-9');
    expect(await screen.findByRole('alert')).toHaveTextContent('This job is not assigned to you, or it no longer exists.');
  });

  it('when the driver confirms Picked up online, then one move is sent with a UUID Idempotency-Key and the version seen, and the job shows Picked up', async () => {
    connection();
    assignDriverJobs(assigned);
    const calls = recordRequests();
    renderDriver('/driver/jobs/job-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Picked up' }));
    await pickUpWithoutScans(user, 'Two pallets');

    expect(await screen.findByText('All updates sent.')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ path: '/bookings/job-1/events', body: { type: 'pickup', version: 5, note: 'Two pallets', senderName: 'Pat Sender', senderSignature: PNG } });
    expect(posts[0]!.headers['idempotency-key']).toMatch(UUID);
    expect(screen.getByRole('img', { name: 'All updates sent' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Out for delivery' })).toBeInTheDocument();
    expect(screen.getAllByText('Picked up').length).toBeGreaterThan(0);
  });

  it('when offline, then moves wait on the phone with chained versions, the job follows them, and back online they are sent in order, once each', async () => {
    const phone = connection();
    assignDriverJobs(assigned);
    const calls = recordRequests();
    renderDriver('/driver/jobs/job-1');
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Picked up' });
    phone.setOnline(false);

    await user.click(screen.getByRole('button', { name: 'Picked up' }));
    await pickUpWithoutScans(user);
    const banner = await screen.findByRole('region', { name: '1 update waiting to be sent' });
    expect(banner).toHaveTextContent('Picked up · MX-4F7K2-P9QZ8T');
    expect(banner).toHaveTextContent('You are offline.');
    expect(screen.getByRole('img', { name: '1 update waiting to be sent' })).toBeInTheDocument();

    // The job already reads Picked up, so the next move is offered while still offline.
    await user.click(await screen.findByRole('button', { name: 'Out for delivery' }));
    await user.click(screen.getByRole('button', { name: 'Confirm: Out for delivery' }));
    expect(await screen.findByRole('region', { name: '2 updates waiting to be sent' })).toHaveTextContent('Out for delivery · MX-4F7K2-P9QZ8T');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    phone.setOnline(true);
    expect(await screen.findByText('All updates sent.')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.body)).toEqual([
      { type: 'pickup', version: 5, senderName: 'Pat Sender', senderSignature: PNG },
      { type: 'out-for-delivery', version: 6 },
    ]);
    expect(new Set(posts.map((call) => call.headers['idempotency-key'])).size).toBe(2);
    expect(jobInStore()).toMatchObject({ milestone: 'out-for-delivery', version: 7 });
  });

  it('when the network drops during a send, then the move waits and the retry carries the same key', async () => {
    connection();
    assignDriverJobs(assigned);
    // The first send is lost on the way; the mock API answers the rest.
    server.use(http.post(api('/bookings/:id/events'), () => HttpResponse.error(), { once: true }));
    const calls = recordRequests();
    renderDriver('/driver/jobs/job-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Picked up' }));
    await pickUpWithoutScans(user);
    const banner = await screen.findByRole('region', { name: '1 update waiting to be sent' });
    await user.click(await within(banner).findByRole('button', { name: 'Send now' }));

    expect(await screen.findByText('All updates sent.')).toBeInTheDocument();
    const keys = calls.filter((call) => call.method === 'POST').map((call) => call.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('when the server refuses a move (409), then it leaves the queue and its message asks for the driver’s attention', async () => {
    connection();
    const msg = '"Picked up" is not possible while the booking is cancelled.';
    assignDriverJobs(assigned);
    server.use(http.post(api('/bookings/:id/events'), () => refused(409, msg, { message: 'Refused' })));
    // jsdom lays nothing out and has no scrollIntoView: a stand-in records what the screen scrolls to.
    const scrolledTo = vi.fn();
    Element.prototype.scrollIntoView = scrolledTo;
    onTestFinished(() => {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    });
    renderDriver('/driver/jobs/job-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Picked up' }));
    await pickUpWithoutScans(user);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Needs your attention');
    expect(alert).toHaveTextContent(msg);
    // The driver tapped at the step buttons, far below: the reason is brought into view.
    await waitFor(() => expect(scrolledTo.mock.contexts).toContain(alert));
    expect(screen.queryByRole('region', { name: /waiting to be sent/ })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });

  it('when a perishable load is read, then the band shows, an out-of-band value is flagged, and the reading carries its time but no version', async () => {
    connection();
    const job = makeBooking({ _id: 'job-1', status: 'in-transit', milestone: 'picked-up', isPerishable: true, tempControlCelsius: 4, version: 8 });
    assignDriverJobs(job);
    const calls = recordRequests();
    renderDriver('/driver/jobs/job-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Temperature reading' }));
    expect(screen.getByText('Allowed: 2 to 6 °C (set 4 °C ± 2)')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send reading' }));
    expect(screen.getByText('Enter the temperature')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Temperature now/), '9,5');
    expect(screen.getByText(/Outside the allowed band/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reading' }));

    await screen.findByText('All updates sent.');
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.body).toEqual({ type: 'reading', celsius: 9.5, at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) });
  });

  it('when the phone gives its position, then the location update sends the coordinates with a place the driver can change', async () => {
    connection();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), {
      geolocation: { getCurrentPosition: (ok: PositionCallback) => ok({ coords: { latitude: 39.290412, longitude: -76.612189 } } as GeolocationPosition) },
    }));
    const job = makeBooking({ _id: 'job-1', status: 'in-transit', milestone: 'picked-up', version: 6 });
    assignDriverJobs(job);
    const calls = recordRequests();
    renderDriver('/driver/jobs/job-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Location update' }));
    const place = screen.getByLabelText(/Where are you/);
    await waitFor(() => expect(place).toHaveValue('Near 39.29041, -76.61219'));
    await user.clear(place);
    await user.type(place, 'Depot gate, Baltimore');
    await user.click(screen.getByRole('button', { name: 'Send location' }));

    await screen.findByText('All updates sent.');
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      type: 'location',
      version: 6,
      location: { place: 'Depot gate, Baltimore', coordinates: { lat: 39.29041, lng: -76.61219 } },
    });
  });

  it('when location is refused, then only the typed place is sent, and an empty place is asked for', async () => {
    connection();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), {
      geolocation: { getCurrentPosition: (_ok: PositionCallback, fail: PositionErrorCallback) => fail({ code: 1 } as GeolocationPositionError) },
    }));
    const job = makeBooking({ _id: 'job-1', status: 'in-transit', milestone: 'in-transit', version: 6 });
    assignDriverJobs(job);
    const calls = recordRequests();
    renderDriver('/driver/jobs/job-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Location update' }));
    expect(await screen.findByText(/Location is off for this site/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send location' }));
    expect(screen.getByLabelText(/Where are you/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/Where are you/), 'Rest stop, exit 12');
    await user.click(screen.getByRole('button', { name: 'Send location' }));
    await screen.findByText('All updates sent.');
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({ type: 'location', version: 6, location: { place: 'Rest stop, exit 12' } });
  });

  it('when Delivered is submitted, then the receiver’s name and a signature are required, and the move carries them', async () => {
    connection();
    stubCanvas();
    assignDriverJobs(makeBooking({ _id: 'job-1', status: 'in-transit', milestone: 'out-for-delivery', version: 9 }));
    const calls = recordRequests();
    renderDriver('/driver/jobs/job-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delivered' }));
    expect(screen.getByLabelText(/Receiver’s printed name/)).toHaveAttribute('placeholder', 'Booked receiver: Rex Receiver');
    await user.click(screen.getByRole('button', { name: 'Submit delivery' }));
    expect(screen.getByText('Ask the receiver to sign in the box')).toBeInTheDocument();
    expect(screen.getByLabelText(/Receiver’s printed name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Take a photo', { selector: 'input' })).toHaveAttribute('capture', 'environment');

    await user.type(screen.getByLabelText(/Receiver’s printed name/), 'Rex Receiver');
    sign();
    await user.click(screen.getByRole('button', { name: 'Submit delivery' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, finish without them' }));

    expect(await screen.findByText('This job is done. Nothing more to do here.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      type: 'deliver',
      version: 9,
      receiverName: 'Rex Receiver',
      signature: 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==',
    });
  });

  it('when Delivered is submitted offline, then the job reads Delivered, the proof waits on the phone, and it is sent once back online', async () => {
    const phone = connection();
    stubCanvas();
    assignDriverJobs(makeBooking({ _id: 'job-1', status: 'in-transit', milestone: 'out-for-delivery', version: 9 }));
    const calls = recordRequests();
    renderDriver('/driver/jobs/job-1');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delivered' }));
    phone.setOnline(false);
    await user.type(screen.getByLabelText(/Receiver’s printed name/), 'Rex Receiver');
    sign();
    await user.click(screen.getByRole('button', { name: 'Submit delivery' }));
    await user.click(await screen.findByRole('button', { name: 'Yes, finish without them' }));

    expect(await screen.findByText(/Delivered\. The proof of delivery is saved on this phone/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '1 update waiting to be sent' })).toHaveTextContent('Delivered · MX-4F7K2-P9QZ8T');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    phone.setOnline(true);
    expect(await screen.findByText('This job is done. Nothing more to do here.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(jobInStore().milestone).toBe('delivered');
  });
});
