// Which row a manager's add/edit panel has open (null: a new one). Each opening gets its own key,
// so the panel starts from the row again, not from what was typed the time before.
import { useState } from 'react';

type EditPanel<T> = { open: false } | { open: true; item: T | null; key: number };

export function useEditPanel<T>() {
  const [state, setState] = useState<EditPanel<T>>({ open: false });
  return {
    state,
    open: (item: T | null) => setState({ open: true, item, key: Date.now() }),
    close: () => setState({ open: false }),
  };
}
