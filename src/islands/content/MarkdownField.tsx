// A page's Markdown with its preview beside it (below it on phones), rendered in the browser as
// the build renders it (src/lib/markdown.ts, safe HTML only), styled as the shop shows it
// (src/components/Prose.astro).
import { useDeferredValue, useMemo } from 'react';
import { fieldId } from '../../lib/contentLinks';
import { renderMarkdown } from '../../lib/markdown';
import { labelClass, textareaClass } from '../admin/kit/ui';
import { described, Problem, type Problems } from './fields';

/** The look of src/components/Prose.astro, for the preview. */
const PROSE =
  'text-ink-soft [&>:first-child]:mt-0 [&_a]:text-brand-600 [&_a]:underline [&_a]:underline-offset-2 [&_h2]:mt-8 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-ink [&_h3]:mt-6 [&_h3]:font-bold [&_h3]:text-ink [&_li+li]:mt-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_p]:leading-7 [&_strong]:font-semibold [&_strong]:text-ink [&_table]:mt-3 [&_td]:border [&_td]:border-line [&_td]:px-2 [&_th]:border [&_th]:border-line [&_th]:px-2 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6';

interface Props {
  field?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  problems: Problems;
}

export function MarkdownField({ field = 'body', label, value, onChange, problems }: Props) {
  // the preview may lag a keystroke behind on a long policy; the text never does
  const shown = useDeferredValue(value);
  const html = useMemo(() => renderMarkdown(shown), [shown]);
  const hint = `${fieldId(field)}-hint`;
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <div>
        <label htmlFor={fieldId(field)} className={labelClass}>
          {label}
        </label>
        <p id={hint} className="mt-0.5 text-xs text-ink-muted">
          Markdown: **bold**, [a link](/faqs), ## a heading, - a list item. No HTML.
        </p>
        <textarea
          id={fieldId(field)}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          rows={16}
          spellCheck
          className={`${textareaClass} min-h-64 font-mono leading-6`}
          {...described(field, problems, 'hint')}
        />
        <Problem field={field} problems={problems} />
      </div>
      <section aria-label="Preview" className="min-w-0">
        <h3 className={labelClass} aria-hidden="true">
          Preview
        </h3>
        <div
          className={`mt-1 min-h-64 overflow-auto rounded-md border border-line bg-white p-4 text-sm ${PROSE}`}
          // micromark's safe output: raw HTML escaped, unsafe link targets dropped
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </section>
    </div>
  );
}
