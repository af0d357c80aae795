// The state every back-office form keeps the same way: the draft, the problems found beside its
// fields, the problem that names no field, and whether a save is under way. A submit checks the
// draft on the client first; a refusal of the server that names a field is shown beside it, any
// other above the fields, and the focus moves to the first problem.
import { useState, type FormEvent } from 'react';
import { errorMessage, handledAuthFailure } from '../../ui/sessionExpired';

/** field or path -> the problem's sentence */
export type FormProblems = Partial<Record<string, string>>;

/** Drops the problems at `path` and under it: the admin changed what they were about. */
export const withoutProblems = <P extends FormProblems>(problems: P, path: string): P =>
  Object.fromEntries(Object.entries(problems).filter(([at]) => at !== path && !at.startsWith(`${path}.`))) as P;

/** Focuses the first field of `fields` (the form's order) that has a problem, after the render that shows it. */
export const focusFirstOf =
  <F extends string>(fields: readonly F[], idOf: (field: F) => string) =>
  (found: Partial<Record<F, string>>): boolean => {
    const first = fields.find((f) => found[f]);
    if (first) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
    return Boolean(first);
  };

interface Options<D, P extends FormProblems> {
  initial: D | (() => D);
  /** moves the focus to the first of the problems; false when there is none */
  focusFirst: (found: P) => boolean;
  /** the field a server's 400 names, with its sentence; null when it names none */
  problemOfServer: (message: string) => P | null;
  /** called by every change of the draft (a "Saved" note gives way to the next edit) */
  onEdit?: () => void;
}

/** `prepare` of a submit: false to send nothing (its problems already shown), else what sends. */
type Prepare = () => false | (() => Promise<void>);

export function useFormState<D extends object, P extends FormProblems>({
  initial,
  focusFirst,
  problemOfServer,
  onEdit,
}: Options<D, P>) {
  const [draft, setDraft] = useState<D>(initial);
  const [problems, setProblems] = useState<P>({} as P);
  const [formError, setFormError] = useState('');
  const [saving, setSaving] = useState(false);

  /** Sets one value of the draft and drops the problems it was about (`changed`, the key by default). */
  function set<K extends keyof D>(key: K, value: D[K], changed: string = String(key)) {
    setDraft((d) => ({ ...d, [key]: value }));
    setProblems((p) => withoutProblems(p, changed));
    onEdit?.();
  }

  /** Shows these problems (and no others); true when there is one. */
  function show(found: P): boolean {
    setProblems(found);
    return focusFirst(found);
  }

  const submitter = (prepare: Prepare) => async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (saving) return;
    setFormError('');
    const send = prepare();
    if (!send) return;
    setSaving(true);
    try {
      await send();
    } catch (err) {
      if (handledAuthFailure(err)) return;
      const message = errorMessage(err);
      const named = problemOfServer(message);
      if (!named || !show(named)) setFormError(message);
    } finally {
      setSaving(false);
    }
  };

  return { draft, setDraft, problems, setProblems, formError, setFormError, saving, set, show, submitter };
}
