import { PIECE_SCAN_MESSAGES } from '@meridian/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db, recordRequests } from '../../../test/session';
import { assignDriverJobs, connection, makeBooking, renderDriver, stubCanvas } from '../testing/driver-test-kit';

// An id like the API's, so the fixture's SSCCs are real ones.
const JOB_ID = '64b7f0c2a1b2c3d4e5f60718';
// Decision 0100: the driver scans each piece at pickup and at delivery; the job's own pieces say what belongs.
const job = makeBooking({ _id: JOB_ID, status: 'confirmed', milestone: 'assigned', version: 5 });
const [first, second, third, fourth] = job.pieces!;
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUg==';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function sign() {
  const pad = screen.getByRole('img', { name: /signature/i });
  fireEvent.pointerDown(pad, { pointerId: 1, clientX: 10, clientY: 10, pointerType: 'touch' });
  fireEvent.pointerMove(pad, { pointerId: 1, clientX: 80, clientY: 40, pointerType: 'touch' });
  fireEvent.pointerUp(pad, { pointerId: 1, pointerType: 'touch' });
}

async function openPickup() {
  connection();
  stubCanvas();
  assignDriverJobs(job);
  const calls = recordRequests();
  renderDriver(`/driver/jobs/${JOB_ID}`);
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Picked up' }));
  return { user, calls };
}

async function typeSscc(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByLabelText('Type the SSCC'), text);
  await user.click(screen.getByRole('button', { name: 'Add piece' }));
}

describe('the Scan pieces step', () => {
  it('when the driver types SSCCs (with or without (00)), then each shows as scanned OK and the pickup carries them with the sender’s signature', async () => {
    const { user, calls } = await openPickup();
    expect(screen.getByRole('heading', { name: 'Scan pieces' })).toBeInTheDocument();
    expect(screen.getByText('Scanned 0 of 4')).toBeInTheDocument();
    await typeSscc(user, `(00)${first!.sscc}`);
    await typeSscc(user, `00${second!.sscc}`);
    await typeSscc(user, third!.sscc);
    await typeSscc(user, fourth!.sscc);
    expect(screen.getByText('Scanned 4 of 4')).toBeInTheDocument();
    expect(screen.queryByText(/Not scanned/)).not.toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'Scanned 4 of 4' });
    expect(within(list).getAllByRole('button', { name: 'OK', pressed: true })).toHaveLength(4);

    await user.click(screen.getByRole('button', { name: 'Submit pickup' }));
    expect(screen.getByText('Write the sender’s name')).toBeInTheDocument();
    expect(screen.getByText('Ask the sender to sign in the box')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Sender’s printed name/), 'Pat Sender');
    sign();
    await user.click(screen.getByRole('button', { name: 'Submit pickup' }));

    expect(await screen.findByText('All updates sent.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      type: 'pickup',
      version: 5,
      senderName: 'Pat Sender',
      senderSignature: PNG,
      pieces: [first, second, third, fourth].map((piece) => ({ sscc: piece!.sscc, condition: 'ok' })),
    });
    expect(db.bookings[0]!.pieces!.map((piece) => piece.scans?.[0]?.condition)).toEqual(['ok', 'ok', 'ok', 'ok']);
  });

  it('when an SSCC of another shipment is scanned, then it is refused at once with the contracts’ message and nothing is added', async () => {
    const { user } = await openPickup();
    const foreign = '006141410009999997';
    await typeSscc(user, foreign);
    expect(screen.getByRole('alert')).toHaveTextContent(PIECE_SCAN_MESSAGES.notThisBooking(foreign));
    expect(screen.getByLabelText('Type the SSCC')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Scanned 0 of 4')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Type the SSCC'));
    await typeSscc(user, '12345');
    expect(screen.getByRole('alert')).toHaveTextContent(PIECE_SCAN_MESSAGES.sscc);
  });

  it('when a piece is marked damaged or missing, then a note is required before the move goes, and unscanned pieces are confirmed first', async () => {
    const { user, calls } = await openPickup();
    await typeSscc(user, first!.sscc);
    await typeSscc(user, second!.sscc);
    await user.click(within(screen.getAllByRole('group', { name: /^Condition/ })[0]!).getByRole('button', { name: 'Damaged' }));
    expect(screen.getByText('Not scanned (2)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Missing: Piece 4 of 4' }));
    expect(screen.getByText('Not scanned (1)')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Sender’s printed name/), 'Pat Sender');
    sign();

    await user.click(screen.getByRole('button', { name: 'Submit pickup' }));
    expect(screen.getAllByText(PIECE_SCAN_MESSAGES.noteNeeded)).toHaveLength(2);
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    const [damagedNote, missingNote] = screen.getAllByLabelText(/What is wrong/);
    await user.type(damagedNote!, 'Corner crushed');
    await user.type(missingNote!, 'Not at the dock');

    await user.click(screen.getByRole('button', { name: 'Submit pickup' }));
    expect(await screen.findByText('1 piece is not scanned. Finish anyway?')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Yes, finish without them' }));

    expect(await screen.findByText('All updates sent.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      pieces: [
        { sscc: first!.sscc, condition: 'damaged', note: 'Corner crushed' },
        { sscc: second!.sscc, condition: 'ok' },
        { sscc: fourth!.sscc, condition: 'missing', note: 'Not at the dock' },
      ],
    });
  });

  it('when delivering, then the pieces are scanned again and the receiver’s reservations go with the signature', async () => {
    connection();
    stubCanvas();
    assignDriverJobs(makeBooking({ ...job, status: 'in-transit', milestone: 'out-for-delivery', version: 9 }));
    const calls = recordRequests();
    renderDriver(`/driver/jobs/${JOB_ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delivered' }));
    for (const piece of [first, second, third, fourth]) await typeSscc(user, piece!.sscc);
    await user.type(screen.getByLabelText(/Receiver’s printed name/), 'Rex Receiver');
    sign();
    await user.type(screen.getByLabelText(/Reservations/), 'Wrap torn on one pallet');
    await user.click(screen.getByRole('button', { name: 'Submit delivery' }));

    expect(await screen.findByText('This job is done. Nothing more to do here.')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      type: 'deliver',
      reservations: 'Wrap torn on one pallet',
      pieces: [first, second, third, fourth].map((piece) => ({ sscc: piece!.sscc, condition: 'ok' })),
    });
  });
});
