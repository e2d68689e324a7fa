import type { Place } from '@meridian/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { recordRequests, type ApiCall } from '../../test/session';
import { PlaceCombobox } from './place-combobox';

let picked: Place[] = [];
let submitted = 0;

function Harness({ country }: { country?: string }) {
  const [text, setText] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted += 1;
      }}
    >
      <PlaceCombobox
        id="city"
        label="City"
        value={text}
        country={country}
        onChange={setText}
        onPick={(place) => {
          picked.push(place);
          setText(place.name);
        }}
      />
    </form>
  );
}

function renderCombobox(country?: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness country={country} />
    </QueryClientProvider>,
  );
  return screen.getByRole('combobox', { name: 'City' });
}

const placeCalls = (calls: ApiCall[]) => calls.filter((call) => call.path.startsWith('/places'));

beforeEach(() => {
  picked = [];
  submitted = 0;
});

describe('the city combobox, by keyboard only', () => {
  it('when two letters are typed, then a listbox of places opens, the live region counts them, Down then Enter picks one', async () => {
    const user = userEvent.setup();
    const calls = recordRequests();
    const box = renderCombobox('US');
    await user.tab();
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('sa');
    const list = await screen.findByRole('listbox', { name: 'City' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['San AntonioTX, US', 'San DiegoCA, US', 'San FranciscoCA, US', 'SacramentoCA, US', 'Santa AnaCA, US', 'Salt Lake CityUT, US']);
    expect(screen.getByRole('status')).toHaveTextContent('6 places found. Use the up and down arrows to choose.');
    // The debounce asks once for the burst, and only in the chosen country.
    expect(placeCalls(calls).map((call) => call.path)).toEqual(['/places?q=sa&limit=8&country=US']);

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(box).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(picked.map((place) => place.name)).toEqual(['San Diego']);
    // Enter on an option picks it and does not also submit the form around the box.
    expect(submitted).toBe(0);
    expect(picked[0]!.coordinates).toEqual({ lat: 32.71571, lng: -117.16472 });
    expect(box).toHaveValue('San Diego');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
  });

  it('when Escape is pressed with the list open, then it closes and the text stays as typed; Down opens it again', async () => {
    const user = userEvent.setup();
    const box = renderCombobox();
    await user.tab();
    await user.keyboard('Rot');
    await screen.findByRole('option', { name: /Rotterdam/ });
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('Rot');
    expect(picked).toEqual([]);

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /Rotterdam/ }).id);
  });

  it('when one letter is typed, then nothing is asked and the list stays closed; accents are folded by the API', async () => {
    const user = userEvent.setup();
    const calls = recordRequests();
    const box = renderCombobox();
    await user.tab();
    await user.keyboard('s');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(placeCalls(calls)).toEqual([]);
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{Backspace}sao');
    expect(await screen.findByRole('option', { name: /São Paulo/ })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('1 place found.');
  });

  it('when no place matches, then the live region says so and the typed city stays', async () => {
    const user = userEvent.setup();
    const box = renderCombobox('NL');
    await user.tab();
    await user.keyboard('Zzyzx');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No places found. You can keep what you typed.'));
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(picked).toEqual([]);
    expect(box).toHaveValue('Zzyzx');
  });
});
