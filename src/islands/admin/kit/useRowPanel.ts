// The row a table has open in its side panel, and the button that opened it: closing the panel
// hands the focus back to that button, so a keyboard user goes on where they were.
import { useRef, useState } from 'react';

export function useRowPanel<Row>() {
  const [open, setOpen] = useState<Row | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  return {
    open,
    setOpen,
    show(row: Row, from: HTMLElement) {
      opener.current = from;
      setOpen(row);
    },
    close() {
      setOpen(null);
      opener.current?.focus();
    },
  };
}
