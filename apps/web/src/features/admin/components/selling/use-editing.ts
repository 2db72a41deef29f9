import { useState } from 'react';

/** Focuses an element as it mounts: one function, so React calls it once per element. */
const focusElement = (element: HTMLElement | null) => element?.focus();

/**
 * Which item of a list is open in its form (an id, 'new' for the one being added, or none), and
 * where the focus goes back when the form closes: to the button that opened it, which the form
 * had taken the place of (`returnFocus(target)` is that button's ref).
 */
export function useEditing() {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const [closed, setClosed] = useState<number | 'new' | null>(null);
  return {
    editing,
    open: (target: number | 'new') => setEditing(target),
    close: () => {
      setClosed(editing);
      setEditing(null);
    },
    returnFocus: (target: number | 'new') => (closed === target ? focusElement : undefined),
  };
}
