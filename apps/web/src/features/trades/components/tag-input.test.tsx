import { TAG_MESSAGES } from '@carnet/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TagInput } from './tag-input.tsx';

function Harness({ initial = [] }: { initial?: string[] }) {
  const [tags, setTags] = useState<string[]>(initial);
  return (
    <>
      <TagInput label="Tags" tags={tags} onChange={setTags} suggestions={['FOMO', 'Revenge']} />
      <output aria-label="valeur">{tags.join('|')}</output>
    </>
  );
}

const value = () => screen.getByLabelText('valeur').textContent;

describe('tag input', () => {
  it('adds a tag on Enter and on a comma, trimmed, once whatever its case', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Tags', { selector: 'input' });
    await user.type(input, '  Plan respecté {Enter}');
    await user.type(input, 'FOMO,fomo,');
    expect(value()).toBe('Plan respecté|FOMO');
    expect(input).toHaveValue('');
    const chips = screen.getByRole('list', { name: 'Tags' });
    expect(chips.querySelectorAll('li')).toHaveLength(2);
  });

  it('removes a tag with its button, reached by keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['FOMO', 'Revenge']} />);
    const remove = screen.getByRole('button', { name: 'Retirer le tag FOMO' });
    remove.focus();
    await user.keyboard('{Enter}');
    expect(value()).toBe('Revenge');
    expect(screen.queryByRole('button', { name: 'Retirer le tag FOMO' })).not.toBeInTheDocument();
  });

  it('offers the used tags not yet on the trade', () => {
    const { container } = render(<Harness initial={['fomo']} />);
    const options = [...container.querySelectorAll('datalist option')].map((option) =>
      option.getAttribute('value'),
    );
    expect(options).toEqual(['Revenge']);
  });

  it('refuses a 21st tag and a 41-character tag in French', async () => {
    const user = userEvent.setup();
    const twenty = Array.from({ length: 20 }, (_, index) => `tag ${index}`);
    render(<Harness initial={twenty} />);
    const input = screen.getByLabelText('Tags', { selector: 'input' });
    await user.type(input, 'encore un{Enter}');
    expect(screen.getByText(TAG_MESSAGES.tooMany)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    await user.clear(input);
    await user.type(input, `${'x'.repeat(41)}{Enter}`);
    expect(screen.getByText(TAG_MESSAGES.tooLong)).toBeInTheDocument();
    expect(value()).toBe(twenty.join('|'));
  });
});
