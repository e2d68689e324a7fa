import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useStepWizard } from './use-step-wizard';
import { clampStep } from './wizard-draft';

const KEY = 'test.wizardDraft';
const STEPS = [
  { key: 'name', title: 'Name', schema: z.strictObject({ name: z.string().trim().min(1, 'Name is required') }) },
  {
    key: 'dates',
    title: 'Dates',
    schema: z
      .strictObject({ from: z.string().min(1, 'From is required'), to: z.string().min(1, 'To is required') })
      .refine((v) => v.to >= v.from, { message: 'To cannot be before From', path: ['to'] }),
  },
  { key: 'done', title: 'Done' },
] as const;
type Values = { name: string; from: string; to: string };
const empty: Values = { name: '', from: '', to: '' };

let wizardRef: ReturnType<typeof useStepWizard<Values, { token: string }>> | undefined;

function Wizard() {
  const wizard = useStepWizard<Values, { token: string }>({
    steps: STEPS,
    storageKey: KEY,
    emptyValues: empty,
    meta: (stored) => ({ token: typeof stored.token === 'string' ? stored.token : 'fresh' }),
  });
  wizardRef = wizard;
  const { register } = wizard.form;
  const input = (name: keyof Values) => (
    <p>
      <label htmlFor={name}>{name}</label>
      <input id={name} {...register(name)} aria-invalid={wizard.errorFor(name) ? true : undefined} />
      {wizard.errorFor(name) && <span>{wizard.errorFor(name)}</span>}
    </p>
  );
  return (
    <div>
      <h2>{wizard.current.title}</h2>
      {wizard.step === 0 && input('name')}
      {wizard.step === 1 && (
        <>
          {input('from')}
          {input('to')}
        </>
      )}
      <p>{wizard.canAdvance ? 'step passes' : 'step fails'}</p>
      <button onClick={wizard.back}>Back</button>
      <button onClick={() => void wizard.next()}>Next</button>
    </div>
  );
}

const storedDraft = () => JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Record<string, unknown> | null;

describe('useStepWizard (decision 0012: one step engine)', () => {
  it('when Next is pressed on a failing step, then its errors show beside its fields, the first is focused, and the step stays', async () => {
    render(<Wizard />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByLabelText('name')).toHaveFocus();
    expect(screen.getByRole('heading')).toHaveTextContent('Name');
  });

  it('when a step passes, then Next moves on in the same click, and a field untouched on the new step shows no error', async () => {
    const user = userEvent.setup();
    render(<Wizard />);
    await user.type(screen.getByLabelText('name'), 'Ada');
    expect(screen.getByText('step passes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('heading')).toHaveTextContent('Dates');
    expect(screen.queryByText('From is required')).not.toBeInTheDocument();
  });

  it('when one field changes a rule that spans fields, then the error beside the other touched field follows', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(KEY, JSON.stringify({ step: 1, values: { ...empty, name: 'Ada' } }));
    render(<Wizard />);
    await user.type(screen.getByLabelText('from'), '2030-01-05');
    await user.type(screen.getByLabelText('to'), '2030-01-01');
    await user.tab();
    expect(await screen.findByText('To cannot be before From')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('from'));
    await user.type(screen.getByLabelText('from'), '2029-12-31');
    await waitFor(() => expect(screen.queryByText('To cannot be before From')).not.toBeInTheDocument());
  });

  it('when the page reloads, then the step, the answers and the kept data come back; a draft is kept per change', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(KEY, JSON.stringify({ step: 0, token: 'kept-token', values: empty }));
    const { unmount } = render(<Wizard />);
    await user.type(screen.getByLabelText('name'), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(storedDraft()).toEqual({ step: 1, token: 'kept-token', values: { name: 'Ada', from: '', to: '' } });
    unmount();
    render(<Wizard />);
    expect(screen.getByRole('heading')).toHaveTextContent('Dates');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText('name')).toHaveValue('Ada');
    expect(wizardRef?.meta.token).toBe('kept-token');
  });

  it('when the stored step is out of range or the draft is broken, then the wizard opens at a real step', () => {
    sessionStorage.setItem(KEY, JSON.stringify({ step: 42, values: empty }));
    const first = render(<Wizard />);
    expect(screen.getByRole('heading')).toHaveTextContent('Done');
    first.unmount();
    sessionStorage.setItem(KEY, '{not json');
    render(<Wizard />);
    expect(screen.getByRole('heading')).toHaveTextContent('Name');
    expect(wizardRef?.meta.token).toBe('fresh');
  });

  it('when the server names a field on an earlier step, then the wizard opens that step, focuses the field and shows the message until it changes', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem(KEY, JSON.stringify({ step: 2, values: { name: 'Ada', from: '2030-01-01', to: '2030-01-02' } }));
    render(<Wizard />);
    wizardRef?.showFieldErrors({ to: 'Server says no', unknownField: 'Ignored' });
    expect(await screen.findByText('Server says no')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('to')).toHaveFocus());
    expect(screen.getByRole('heading')).toHaveTextContent('Dates');
    await user.type(screen.getByLabelText('to'), '3');
    expect(screen.queryByText('Server says no')).not.toBeInTheDocument();
  });

  it('when the draft is discarded, then nothing is stored any more', async () => {
    const user = userEvent.setup();
    render(<Wizard />);
    await user.type(screen.getByLabelText('name'), 'A');
    expect(storedDraft()).not.toBeNull();
    wizardRef?.discardDraft();
    await user.type(screen.getByLabelText('name'), 'da');
    expect(storedDraft()).toBeNull();
  });
});

describe('clampStep', () => {
  it('keeps a stored step inside [0, last], whole, and starts over on anything that is not a number', () => {
    expect(clampStep(2, 6)).toBe(2);
    expect(clampStep(9, 6)).toBe(5);
    expect(clampStep(-3, 6)).toBe(0);
    expect(clampStep(2.7, 6)).toBe(2);
    expect(clampStep('3', 6)).toBe(0);
    expect(clampStep(Number.NaN, 6)).toBe(0);
    expect(clampStep(undefined, 6)).toBe(0);
  });
});
