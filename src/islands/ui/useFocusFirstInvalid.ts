// After a refused submit the focus goes to the first field marked invalid (aria-invalid), in the
// form's order: asked for with the state that marks the fields, done once React has drawn them
// (a frame's delay is not enough after an awaited request).
import { useEffect, useRef, useState } from 'react';

export function useFocusFirstInvalid() {
  const form = useRef<HTMLFormElement>(null);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (asked) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [asked]);
  return { form, focusFirstInvalid: () => setAsked((n) => n + 1) };
}
