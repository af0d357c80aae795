// A back-office form's problems under the schema the server uses (src/lib/forms/), each named by
// the field it concerns so the page shows it beside that field, the server's 400 ("phone: must be
// …", "<field>.<index>: …" for a list) included.
import type { z } from 'zod';

const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);

/** `labels`: the form's fields, in the order the page shows them (the first problem gets the focus). */
export function schemaFields<F extends string, S extends z.ZodTypeAny>(labels: Record<F, string>, schema: S) {
  const fields = Object.keys(labels) as F[];
  const fieldOf = (path: string): F | null => (fields.includes(path as F) ? (path as F) : null);

  /** The draft as the server would read it, or the first problem of each field. */
  function check(draft: z.input<S>): { data: z.output<S> } | { problems: Partial<Record<F, string>> } {
    const parsed = schema.safeParse(draft);
    if (parsed.success) return { data: parsed.data };
    const problems: Partial<Record<F, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = fieldOf(String(issue.path[0] ?? ''));
      if (field && !problems[field]) problems[field] = sentence(issue.message);
    }
    return { problems };
  }

  /** A server's 400 "<field>: <message>" as the problem of that field, else null. */
  function problemOfServer(message: string): Partial<Record<F, string>> | null {
    const match = /^([A-Za-z]+)(?:\.\d+)?: (.+)$/s.exec(message);
    const field = match && fieldOf(match[1]);
    return field ? ({ [field]: sentence(match[2]) } as Partial<Record<F, string>>) : null;
  }

  return { fields, check, problemOfServer };
}
