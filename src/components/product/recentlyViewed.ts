// The product page's "Recently viewed" strip: the products this browser opened before, from
// localStorage (src/lib/recentlyViewed.ts), built with DOM calls (names are text, never HTML);
// then this product goes first in the stored list.
import { domElement } from '../../lib/domElement';
import { formatCents } from '../../lib/money';
import { decodeViewed, RECENTLY_VIEWED_KEY, rememberViewed, type ViewedProduct } from '../../lib/recentlyViewed';
import { productPath } from '../../lib/shopUrls';

function tile(item: ViewedProduct): HTMLLIElement {
  const li = document.createElement('li');
  const link = document.createElement('a');
  link.href = productPath(item.slug);
  link.className = 'flex h-full flex-col gap-2 rounded-xl border border-line bg-white p-3 hover:border-brand-500';
  if (item.image) {
    const img = document.createElement('img');
    img.src = item.image;
    img.alt = '';
    img.width = 160;
    img.height = 160;
    img.loading = 'lazy';
    img.className = 'aspect-square w-full rounded-lg bg-slate-50 object-cover';
    link.append(img);
  }
  link.append(
    domElement('span', 'line-clamp-2 text-sm font-semibold text-ink', item.name),
    domElement('span', 'mt-auto text-sm font-bold text-ink', formatCents(item.priceCents)),
  );
  li.append(link);
  return li;
}

const section = document.querySelector<HTMLElement>('[data-recently-viewed]');
if (section) {
  const current = JSON.parse(section.dataset.recentlyViewed ?? '{}') as ViewedProduct;
  let stored: ViewedProduct[] = [];
  try {
    stored = decodeViewed(localStorage.getItem(RECENTLY_VIEWED_KEY));
  } catch {
    // storage blocked: the strip stays hidden
  }
  const others = stored.filter((item) => item.id !== current.id);
  if (others.length) {
    section.querySelector('ul')!.replaceChildren(...others.map(tile));
    section.hidden = false;
  }
  try {
    localStorage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(rememberViewed(stored, current)));
  } catch {
    // storage full or blocked: nothing to remember
  }
}
