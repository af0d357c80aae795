// Suggestions under a search box as the shopper types (docs/product.md#search): an ARIA
// combobox (the input) with a listbox of up to 5 products and 3 categories from
// GET /api/search/suggest (through ./api.ts, so a shop whose API is elsewhere, PUBLIC_API_URL,
// suggests too), asked after SUGGEST_AFTER characters and a short pause. Arrow keys
// move through the options, Enter opens the one chosen (or submits the search as before), Escape
// closes the list. Plain DOM, so the header can use it on pages that ship no React.
import { api } from './api';
import { domElement } from './domElement';
import { formatPrice } from './formatPrice';
import { catalogCategoryPath, productPath } from './shopUrls';
import type { SearchSuggestions } from './types';

const SUGGEST_AFTER = 2;
const DEBOUNCE_MS = 200;

interface Option {
  id: string;
  href: string;
  element: HTMLLIElement;
}

let boxes = 0;

/** Adds suggestions to `input`, their list placed under `host` (which it spans); returns the
 *  function that takes them off again. */
export function attachSuggestions(input: HTMLInputElement, host = input.parentElement!): () => void {
  const list = document.createElement('ul');
  const listId = `${input.id || 'search'}-suggestions-${++boxes}`;
  list.id = listId;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', 'Suggestions');
  list.hidden = true;
  list.className =
    'absolute left-0 right-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-line bg-white py-2 text-left text-sm text-ink shadow-lg';
  if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
  host.append(list);
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  input.setAttribute('aria-controls', listId);

  let options: Option[] = [];
  let active = -1;
  let timer: number | undefined;
  let request: AbortController | null = null;

  const setActive = (next: number) => {
    active = next;
    options.forEach((option, i) => {
      option.element.setAttribute('aria-selected', String(i === active));
      option.element.classList.toggle('bg-brand-50', i === active);
    });
    if (active >= 0) {
      input.setAttribute('aria-activedescendant', options[active].id);
      options[active].element.scrollIntoView({ block: 'nearest' });
    } else input.removeAttribute('aria-activedescendant');
  };
  const close = () => {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    setActive(-1);
  };
  const open = () => {
    if (options.length === 0) return close();
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  };

  const show = (found: SearchSuggestions) => {
    list.replaceChildren();
    options = [];
    const group = (label: string) => {
      const heading = document.createElement('li');
      heading.setAttribute('role', 'presentation');
      heading.className = 'px-4 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-ink-muted';
      heading.textContent = label;
      list.append(heading);
    };
    const option = (href: string, build: (li: HTMLLIElement) => void) => {
      const element = document.createElement('li');
      const id = `${listId}-${options.length}`;
      element.id = id;
      element.setAttribute('role', 'option');
      element.setAttribute('aria-selected', 'false');
      element.className = 'flex cursor-pointer items-center gap-3 px-4 py-2 hover:bg-slate-50';
      build(element);
      // keep the focus in the field, so the list stays open until the click lands
      element.addEventListener('mousedown', (e) => e.preventDefault());
      element.addEventListener('click', () => window.location.assign(href));
      options.push({ id, href, element });
      list.append(element);
    };
    if (found.products.length) group('Products');
    for (const product of found.products) {
      option(productPath(product.slug), (li) => {
        const image = document.createElement('img');
        image.src = product.image ?? '';
        image.alt = '';
        image.width = 40;
        image.height = 40;
        image.className = 'h-10 w-10 shrink-0 rounded bg-slate-100 object-contain';
        li.append(
          image,
          domElement('span', 'min-w-0 flex-1 truncate', product.name),
          domElement('span', 'shrink-0 font-semibold', formatPrice(product.price)),
        );
      });
    }
    if (found.categories.length) group('Categories');
    for (const category of found.categories) {
      option(catalogCategoryPath(category.slug), (li) => {
        li.textContent = category.name;
      });
    }
    setActive(-1);
    if (document.activeElement === input) open();
  };

  const ask = () => {
    const q = input.value.trim();
    request?.abort();
    if (q.length < SUGGEST_AFTER) {
      options = [];
      return close();
    }
    const controller = (request = new AbortController());
    api.search
      .suggest(q, controller.signal)
      .then((found) => !controller.signal.aborted && show(found))
      .catch(() => {}); // suggestions are a help: without them the search works as before
  };

  const onInput = () => {
    window.clearTimeout(timer);
    timer = window.setTimeout(ask, DEBOUNCE_MS);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const expanded = input.getAttribute('aria-expanded') === 'true';
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (!options.length) return;
      e.preventDefault();
      if (!expanded) open();
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // the field itself is one more stop in the cycle (-1)
      const stops = options.length + 1;
      setActive(((active + 1 + step + stops) % stops) - 1);
    } else if (e.key === 'Enter' && expanded && active >= 0) {
      e.preventDefault();
      window.location.assign(options[active].href);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      e.stopPropagation();
      close();
    }
  };
  const onBlur = () => close();
  const onFocus = () => open();
  input.addEventListener('input', onInput);
  input.addEventListener('keydown', onKeyDown);
  input.addEventListener('blur', onBlur);
  input.addEventListener('focus', onFocus);
  return () => {
    window.clearTimeout(timer);
    request?.abort();
    input.removeEventListener('input', onInput);
    input.removeEventListener('keydown', onKeyDown);
    input.removeEventListener('blur', onBlur);
    input.removeEventListener('focus', onFocus);
    for (const name of ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant']) {
      input.removeAttribute(name);
    }
    list.remove();
  };
}

/** The header search's: listed under the whole search bar (the form clips what overflows it);
 *  what was typed while this module loaded is asked for at once. */
export function attachHeaderSuggestions(): void {
  const input = document.getElementById('header-search');
  const host = document.querySelector<HTMLElement>('[data-suggest-host]');
  if (!(input instanceof HTMLInputElement) || !host) return;
  attachSuggestions(input, host);
  if (input.value) input.dispatchEvent(new Event('input'));
}
