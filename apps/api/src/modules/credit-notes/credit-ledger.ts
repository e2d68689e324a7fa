import { allocateCredit, type CreditDraw } from '@meridian/contracts';
import { ensureBalance, findBalance, listBalancesWithOpenDraws, writeBalance, type Balance, type Draw, type Note } from './credit-notes.repository';

// Decision 0106: the organization's credit, drawn by the payment of its next booking. Every change is read, computed in
// integer cents and written only if the balance was not written in between (its version); the loop retries a lost race.
// Each change is idempotent by what it names (the credit note, the payment attempt), so a step retried after a crash
// finds its own entry and changes nothing.

const MAX_RACES = 50;

/** Runs `change` on the balance as it is now until its write wins; `change` answers null for "nothing to write". */
async function changeBalance<T>(organizationId: string, change: (balance: Balance) => { next: Balance; result: T } | { result: T }): Promise<T> {
  for (let race = 0; race < MAX_RACES; race += 1) {
    const current = await findBalance(organizationId);
    if (!current) {
      await ensureBalance(organizationId);
      continue;
    }
    const outcome = change(current);
    if (!('next' in outcome)) return outcome.result;
    if (await writeBalance(organizationId, current.version, outcome.next)) return outcome.result;
  }
  throw new Error(`credit balance of ${organizationId} is too busy to change`);
}

const countOpen = (draws: readonly Draw[]) => draws.filter((draw) => !draw.confirmed).length;

/** A new credit note adds its amount to the balance, once. */
export function creditNoteToBalance(organizationId: string, note: { creditNoteId: string; number: string; amountCents: number }): Promise<void> {
  return changeBalance(organizationId, (balance) => {
    if (balance.notes.some((n) => n.creditNoteId === note.creditNoteId)) return { result: undefined };
    const notes: Note[] = [...balance.notes, { ...note, remainingCents: note.amountCents }];
    return { next: { ...balance, notes }, result: undefined };
  });
}

/**
 * The payment attempt `attemptId` draws what it can (never more than `amountDueCents`), oldest note first; answers the
 * cents drawn. The same attempt drawing again (a takeover after a crash) answers its first draw.
 */
async function drawCredit(organizationId: string, attemptId: string, amountDueCents: number): Promise<number> {
  // Most organizations hold no credit: one read, no write.
  const existing = await findBalance(organizationId);
  if (!existing) return 0;
  const drawn = existing.draws.find((d) => d.attemptId === attemptId);
  if (drawn) return drawn.amountCents;
  if (!existing.notes.some((note) => note.remainingCents > 0)) return 0;
  return changeBalance(organizationId, (balance) => {
    const already = balance.draws.find((draw) => draw.attemptId === attemptId);
    if (already) return { result: already.amountCents };
    const from = allocateCredit(
      amountDueCents,
      balance.notes.map((n) => ({ creditNoteId: n.creditNoteId, number: n.number, remainingCents: n.remainingCents ?? 0 })),
    );
    const amountCents = from.reduce((sum, d) => sum + d.amountCents, 0);
    if (amountCents === 0) return { result: 0 };
    const notes = balance.notes.map((n) => {
      const taken = from.find((d) => d.creditNoteId === n.creditNoteId)?.amountCents ?? 0;
      return taken ? { ...n, remainingCents: n.remainingCents - taken } : n;
    });
    const draws: Draw[] = [...balance.draws, { attemptId, amountCents, from, at: new Date(), confirmed: false }];
    return { next: { notes, draws, openDraws: countOpen(draws) }, result: amountCents };
  });
}

/** The attempt took no money (declined, abandoned, cancelled before pickup): what it drew goes back to its notes. */
async function releaseCredit(organizationId: string, attemptId: string): Promise<void> {
  if (!(await findBalance(organizationId))?.draws.some((d) => d.attemptId === attemptId)) return;
  await changeBalance(organizationId, (balance) => {
    const draw = balance.draws.find((d) => d.attemptId === attemptId);
    if (!draw) return { result: undefined };
    const notes = balance.notes.map((n) => {
      const back = draw.from.find((d) => d.creditNoteId === n.creditNoteId)?.amountCents ?? 0;
      return back ? { ...n, remainingCents: n.remainingCents + back } : n;
    });
    const draws = balance.draws.filter((d) => d.attemptId !== attemptId);
    return { next: { notes, draws, openDraws: countOpen(draws) }, result: undefined };
  });
}

/** The attempt's payment succeeded or went on terms: its draw is final. */
async function confirmCredit(organizationId: string, attemptId: string): Promise<void> {
  if (!(await findBalance(organizationId))?.draws.some((d) => d.attemptId === attemptId && !d.confirmed)) return;
  await changeBalance(organizationId, (balance) => {
    if (!balance.draws.some((d) => d.attemptId === attemptId && !d.confirmed)) return { result: undefined };
    const draws = balance.draws.map((d) => (d.attemptId === attemptId ? { ...d, confirmed: true } : d));
    return { next: { ...balance, draws, openDraws: countOpen(draws) }, result: undefined };
  });
}

/** Which notes the attempt drew on, and how much of each: the invoice's credit lines. */
export async function creditDrawnBy(organizationId: string, attemptId: string): Promise<CreditDraw[]> {
  const draw = (await findBalance(organizationId))?.draws.find((d) => d.attemptId === attemptId);
  return draw?.from ?? [];
}

/** What the organization may still draw, in cents. */
export async function availableCredit(organizationId: string): Promise<number> {
  const balance = await findBalance(organizationId);
  return (balance?.notes ?? []).reduce((sum, n) => sum + n.remainingCents, 0);
}

/** What is left of one note. */
export async function remainingOf(organizationId: string, creditNoteId: string): Promise<number> {
  return (await findBalance(organizationId))?.notes.find((n) => n.creditNoteId === creditNoteId)?.remainingCents ?? 0;
}

/** Draws not confirmed and made before `before`: the payment sweep asks their payments what became of them. */
async function listOpenDraws(before: Date, limit = 100): Promise<{ organizationId: string; attemptId: string }[]> {
  const balances = await listBalancesWithOpenDraws(limit);
  return balances.flatMap((balance) =>
    balance.draws.filter((d) => !d.confirmed && d.at < before).map((d) => ({ organizationId: balance.organizationId, attemptId: d.attemptId })),
  );
}

/** What payments are handed (composition.ts; the shape is payments' `CreditLedger`), so payments import nothing of credit notes. */
export const creditLedger = { draw: drawCredit, release: releaseCredit, confirm: confirmCredit, openDraws: (before: Date) => listOpenDraws(before) };
