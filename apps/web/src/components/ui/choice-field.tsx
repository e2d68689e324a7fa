import type { ComponentProps } from 'react';
import { SelectField } from './text-field';

/**
 * A select that starts on a disabled prompt ("Select a rule") and offers a fixed list of choices, each shown by its
 * label (or as itself): nothing is chosen until the person chooses.
 */
export function ChoiceField<Choice extends string>({
  placeholder,
  choices,
  labelOf = (choice) => choice,
  ...props
}: Omit<ComponentProps<typeof SelectField>, 'children'> & {
  placeholder: string;
  choices: readonly Choice[];
  labelOf?: (choice: Choice) => string;
}) {
  return (
    <SelectField {...props}>
      <option value="" disabled>
        {placeholder}
      </option>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labelOf(choice)}
        </option>
      ))}
    </SelectField>
  );
}
