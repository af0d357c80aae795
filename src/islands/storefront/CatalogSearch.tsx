// The catalogue search box. Its clear button shows only while the field has text and focus
// (docs/architecture.md#screens); focus on the button itself counts, so keyboard users can reach it.
import { useRef, useState, type FocusEvent } from 'react';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

export default function CatalogSearch({ value, onChange }: Props) {
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  function onBlur(e: FocusEvent<HTMLDivElement>) {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  }

  return (
    <form role="search" onSubmit={(e) => e.preventDefault()} className="w-full md:max-w-md">
      <label htmlFor="catalog-search" className="sr-only">
        Search products
      </label>
      <div className="relative" onFocus={() => setFocused(true)} onBlur={onBlur}>
        <svg
          viewBox="0 0 24 24"
          width="18"
          height="18"
          aria-hidden="true"
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-ink-muted"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="11" cy="11" r="7" />
          <path d="M20 20l-3.5-3.5" strokeLinecap="round" />
        </svg>
        <input
          ref={input}
          id="catalog-search"
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && value && (e.preventDefault(), onChange(''))}
          placeholder="Search Your Desired Item"
          autoComplete="off"
          className="catalog-search w-full rounded-lg border border-line bg-white py-2.5 pl-10 pr-11 text-base text-ink placeholder:text-ink-muted focus:border-brand-500"
        />
        {focused && value !== '' && (
          <button
            type="button"
            aria-label="Clear search"
            // keep the field focused so the clear does not hide its own button mid-click
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
            className="absolute right-1.5 top-1/2 grid h-8 w-8 -translate-y-1/2 place-items-center rounded-full text-ink-muted hover:bg-slate-100 hover:text-ink"
          >
            <svg
              viewBox="0 0 24 24"
              width="16"
              height="16"
              aria-hidden="true"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
    </form>
  );
}
