import { describe, expect, it } from 'vitest';
import { onToast, toast, type ToastItem } from './toast.ts';

describe('toast', () => {
  it('keeps what is asked before the host wakes, in order, then hands each new one over at once', () => {
    toast('Saved.', { type: 'success' });
    toast.error('Not saved.');
    const shown: ToastItem[] = [];
    const stop = onToast((item) => shown.push(item));
    expect(shown.map(({ text, kind }) => [text, kind])).toEqual([
      ['Saved.', 'success'],
      ['Not saved.', 'error'],
    ]);
    toast('Something unexpected happened.', { type: 'warning' });
    toast('Sent.');
    expect(shown.slice(2).map(({ text, kind }) => [text, kind])).toEqual([
      ['Something unexpected happened.', 'warning'],
      ['Sent.', 'info'],
    ]);
    expect(new Set(shown.map((item) => item.id)).size).toBe(4);
    stop();
  });

  it('waits again once the host has gone, and a host that left does not take the next one', () => {
    const first: string[] = [];
    const stopFirst = onToast((item) => first.push(item.text));
    const second: string[] = [];
    const stopSecond = onToast((item) => second.push(item.text));
    stopFirst(); // The first host leaving must not silence the second.
    toast.success('Caption saved.');
    expect(second).toEqual(['Caption saved.']);
    stopSecond();
    toast.success('Later.');
    expect(first).toEqual([]);
    const third: string[] = [];
    onToast((item) => third.push(item.text))();
    expect(third).toEqual(['Later.']);
  });
});
