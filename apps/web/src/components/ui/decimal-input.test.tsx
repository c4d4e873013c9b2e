import { FIELD_MESSAGES } from '@carnet/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { typingIssue } from '../../lib/form-text.ts';
import { DecimalInput } from './decimal-input.tsx';
import { Field } from './field.tsx';

/** A field held in state, its error the reader's own message: what the close dialog and the calculator do. */
function StateField({ onValue = () => {} }: { onValue?: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <Field label="Prix d’entrée" error={typingIssue(text)} hint="Ex. 1,0850">
      {(control) => (
        <DecimalInput
          {...control}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            onValue(event.target.value);
          }}
        />
      )}
    </Field>
  );
}

/** A field registered in a form, as the trade and account forms do. */
function FormField({ onSubmit }: { onSubmit: (values: { fees: string }) => void }) {
  const form = useForm({ defaultValues: { fees: '' } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <Field label="Frais">{(control) => <DecimalInput {...control} {...form.register('fees')} />}</Field>
      <button type="submit">Enregistrer</button>
    </form>
  );
}

describe('DecimalInput: the one number input (docs/ui.md#numbers)', () => {
  it('is a text field with a decimal keypad, never type="number", so the browser’s language decides nothing', () => {
    render(<StateField />);
    const input = screen.getByLabelText('Prix d’entrée');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAccessibleDescription('Ex. 1,0850');
  });

  it('takes what is typed as typed, then writes what it read the French way once left', async () => {
    const user = userEvent.setup();
    const seen = vi.fn();
    render(<StateField onValue={seen} />);
    const input = screen.getByLabelText('Prix d’entrée');
    await user.type(input, '1085.50');
    expect(input).toHaveValue('1085.50');
    await user.tab();
    expect(input).toHaveValue('1\u202f085,5');
    // The owner's onChange heard the rewrite: state and screen agree.
    expect(seen).toHaveBeenLastCalledWith('1\u202f085,5');
  });

  it('reads a pasted French amount with its spaces', async () => {
    const user = userEvent.setup();
    render(<StateField />);
    const input = screen.getByLabelText('Prix d’entrée');
    await user.click(input);
    await user.paste('3\u00a0000,50');
    await user.tab();
    expect(input).toHaveValue('3\u202f000,5');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('keeps an ambiguous number as typed and says why, tied to the field for screen readers', async () => {
    const user = userEvent.setup();
    render(<StateField />);
    const input = screen.getByLabelText('Prix d’entrée');
    await user.type(input, '1,085.5');
    await user.tab();
    expect(input).toHaveValue('1,085.5');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(`Ex. 1,0850 ${FIELD_MESSAGES.ambiguousNumber}`);
  });

  it('says « Nombre décimal invalide. » for letters, and nothing once corrected', async () => {
    const user = userEvent.setup();
    render(<StateField />);
    const input = screen.getByLabelText('Prix d’entrée');
    await user.type(input, '12abc');
    expect(screen.getByText(FIELD_MESSAGES.invalidNumber)).toBeVisible();
    await user.clear(input);
    await user.type(input, '-3,5');
    expect(screen.queryByText(FIELD_MESSAGES.invalidNumber)).toBeNull();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('gives a form the French writing it shows, and arrow keys change nothing', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<FormField onSubmit={onSubmit} />);
    await user.tab();
    const input = screen.getByLabelText('Frais');
    expect(input).toHaveFocus();
    await user.keyboard('3.5{ArrowUp}{ArrowUp}');
    await user.tab();
    expect(input).toHaveValue('3,5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ fees: '3,5' });
  });

  it('asks for digits only when the number is whole', () => {
    render(<DecimalInput aria-label="Jours" integer />);
    expect(screen.getByLabelText('Jours')).toHaveAttribute('inputmode', 'numeric');
  });
});
