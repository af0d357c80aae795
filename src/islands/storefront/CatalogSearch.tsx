// The catalogue search box, with suggestions as the shopper types (../../lib/searchSuggest.ts).
// Its clear button shows only while the field has text and focus (docs/product.md#catalogue);
// focus on the button itself counts, so keyboard users can reach it. It is the box's only one:
// the browser's own clear button of a search field is hidden (it cannot be reached by keyboard).
import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { attachSuggestions } from '../../lib/searchSuggest';
import { Icon } from '../ui/Icon';
import { close } from '../ui/icons/close';
import { searchField } from '../ui/icons/searchField';

interface Props {
  value: string;
  onChange: (value: string) => void;
}

export default function CatalogSearch({ value, onChange }: Props) {
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => attachSuggestions(input.current!), []);

  function onBlur(e: FocusEvent<HTMLDivElement>) {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
  }

  return (
    <form role="search" onSubmit={(e) => e.preventDefault()} className="w-full md:max-w-md">
      <label htmlFor="catalog-search" className="sr-only">
        Search products
      </label>
      <div className="relative" onFocus={() => setFocused(true)} onBlur={onBlur}>
        <Icon
          icon={searchField}
          className="pointer-events-none absolute left-3 top-1/2 h-[18px] w-[18px] -translate-y-1/2 text-ink-muted"
        />
        <input
          ref={input}
          id="catalog-search"
          type="search"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => e.key === 'Escape' && value && (e.preventDefault(), onChange(''))}
          placeholder="Search Your Desired Item"
          autoComplete="off"
          className="w-full rounded-lg border border-line bg-white py-2.5 pl-10 pr-11 text-base text-ink placeholder:text-ink-muted focus:border-brand-500 [&::-webkit-search-cancel-button]:appearance-none"
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
            <Icon icon={close} className="h-4 w-4" strokeWidth="2.5" />
          </button>
        )}
      </div>
    </form>
  );
}
