import { renderHook } from '@testing-library/react';
import type { BaseSyntheticEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSingleSubmit } from './single-submit.ts';

const formEvent = () => ({ preventDefault: vi.fn() }) as unknown as BaseSyntheticEvent;

describe('useSingleSubmit', () => {
  it('drops a submit while one runs, keeping its event from reloading the page, then runs the next', async () => {
    let finish = () => {};
    const submit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { result } = renderHook(() => useSingleSubmit(submit));
    const first = result.current(formEvent());
    const second = formEvent();
    await result.current(second);
    expect(submit).toHaveBeenCalledOnce();
    expect(second.preventDefault).toHaveBeenCalledOnce();
    finish();
    await first;
    const third = result.current(formEvent());
    expect(submit).toHaveBeenCalledTimes(2);
    finish();
    await third;
  });
});
