import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './date-input.tsx';
import { DateTimeInput } from './date-time-input.tsx';

describe('dates the French way, whatever the browser’s language (docs/ui.md#dates)', () => {
  it('shows a stored day as 20/11/2026 in a text field, never the browser’s date input', () => {
    render(<DateInput aria-label="Date de début" value="2026-11-20" onValue={vi.fn()} />);
    const input = screen.getByLabelText('Date de début');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('20/11/2026');
  });

  it('hands its owner the day it read, and what it cannot read as typed', async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    function Owner() {
      const [day, setDay] = useState('');
      return (
        <DateInput
          aria-label="Date cible"
          value={day}
          onValue={(next) => {
            setDay(next);
            onValue(next);
          }}
        />
      );
    }
    render(<Owner />);
    const input = screen.getByLabelText('Date cible');
    await user.type(input, '2027-01-05');
    await user.tab();
    expect(input).toHaveValue('05/01/2027');
    expect(onValue).toHaveBeenLastCalledWith('2027-01-05');
    await user.clear(input);
    await user.type(input, '5/1/2027');
    expect(onValue).toHaveBeenLastCalledWith('2027-01-05');
    await user.clear(input);
    await user.type(input, '31/02/2027');
    expect(onValue).toHaveBeenLastCalledWith('31/02/2027');
    await user.clear(input);
    expect(onValue).toHaveBeenLastCalledWith('');
  });

  it('writes a date and time typed in ISO the French way once left', async () => {
    const user = userEvent.setup();
    render(<DateTimeInput aria-label="Date et heure d’entrée" defaultValue="" />);
    const input = screen.getByLabelText('Date et heure d’entrée');
    expect(input).toHaveAttribute('placeholder', 'jj/mm/aaaa hh:mm');
    await user.type(input, '2026-11-20T15:05');
    await user.tab();
    expect(input).toHaveValue('20/11/2026 15:05');
    await user.clear(input);
    await user.type(input, '20/11/2026 9h30');
    await user.tab();
    expect(input).toHaveValue('20/11/2026 09:30');
  });
});
