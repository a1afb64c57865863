import { useEffect, useState } from 'react';

/**
 * The value once it has stopped changing for `ms`: a live region fed with it speaks when the
 * visitor pauses typing, not on every keystroke.
 */
export function useSettled<T>(value: T, ms = 700): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}
