// Menus and toggles of the shell, without a framework. A disclosure is a button with
// aria-expanded, aria-controls (its panel) and data-disclosure="<group>": opening one closes the
// others of its group; Escape closes the innermost open menu and gives focus back to its button;
// a click or focus outside a "nav" menu (its root is the button's parent) closes it.
// Kept small on purpose: it ships on every page, in the shop chunk (src/host/integration.ts).

import suggest from './suggest?worker&url';
import { apiUrl } from '../lib/apiUrl';
import type { ShopMenuEntry } from '../lib/menuRoutes';

type Disclosure = HTMLButtonElement;

/** Wires the shell's menus, drawer and search trigger (ShopLayout.astro calls it once). */
export function startShellMenus(): void {
  const disclosures = [...document.querySelectorAll<Disclosure>('button[data-disclosure]')];
  const isOpen = (button: Disclosure) => button.getAttribute('aria-expanded') == 'true';
  const panelOf = (button: Disclosure) => document.getElementById(button.getAttribute('aria-controls')!);
  const isMenu = (button: Disclosure) => /nav|category-sub/.test(button.dataset.disclosure!);

  function setOpen(button: Disclosure, open: boolean) {
    button.setAttribute('aria-expanded', String(open));
    const panel = panelOf(button)!;
    // footer panels are shown by CSS (always visible from 768 px), the rest by `hidden`
    if (!('cssToggle' in panel.dataset)) panel.hidden = !open;
    if (!open) for (const inner of disclosures) if (inner != button && panel.contains(inner)) setOpen(inner, false);
  }

  function open(button: Disclosure) {
    for (const other of disclosures)
      if (other != button && isOpen(other) && other.dataset.disclosure == button.dataset.disclosure)
        setOpen(other, false);
    setOpen(button, true);
  }

  const closeNavOutside = (target: Node) => {
    for (const button of disclosures)
      if (button.dataset.disclosure == 'nav' && isOpen(button) && !button.parentElement!.contains(target))
        setOpen(button, false);
  };

  // The category menu also opens on hover (docs/product.md#header-navigation). A click that follows
  // the hover-open (a mouse aiming at the button, or a tap, which fires mouseenter first) keeps it open.
  const categoryMenu = document.querySelector('[data-category-menu]');
  const categoryButton = categoryMenu?.querySelector<Disclosure>('button');
  let openedByHover = false;
  categoryMenu?.addEventListener('mouseenter', () => {
    if (isOpen(categoryButton!)) return;
    open(categoryButton!);
    openedByHover = true;
  });
  categoryMenu?.addEventListener('mouseleave', () => {
    openedByHover = false;
    setOpen(categoryButton!, false);
  });

  document.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<Disclosure>('button[data-disclosure]');
    if (!button) return closeNavOutside(event.target as Node);
    if (button == categoryButton && openedByHover) openedByHover = false;
    else if (isOpen(button)) setOpen(button, false);
    else open(button);
  });

  // Tab leaving a menu closes it, so focus never walks through a list that stays open. The header
  // search's suggestions (./suggest.ts) load when the field is first focused: a bundle of their
  // own (Vite's worker build, used for its URL only), imported once however often it is focused;
  // an import() Vite sees would add its preload helper to every page.
  document.addEventListener('focusin', ({ target }) => {
    closeNavOutside(target as Node);
    // any search field will do: the catalogue's has its own, and the import runs once
    if ((target as HTMLInputElement).type == 'search') import(/* @vite-ignore */ suggest);
  });

  document.addEventListener('keydown', (event) => {
    if (event.key != 'Escape') return;
    const focused = document.activeElement;
    const openMenus = disclosures.filter((button) => isMenu(button) && isOpen(button)).reverse();
    const menu = openMenus.find((button) => button == focused || panelOf(button)!.contains(focused)) ?? openMenus[0];
    if (!menu) return;
    setOpen(menu, false);
    menu.focus();
  });

  // Pages built once list menus.yaml's categories only (data-shop-categories): the shop's own come
  // from the API when the browser is idle, in the markup of the first entry, out of sight in the
  // closed menus; without them the fixed entries stay (docs/product.md#deliberate-changes, 28).
  const lists = document.querySelectorAll('[data-shop-categories]');
  if (lists.length)
    (self.requestIdleCallback || setTimeout)(() =>
      fetch(apiUrl('/api/menus/categories'))
        .then((res) => res.json())
        .then((body: { categories: ShopMenuEntry[] }) => {
          for (const list of lists)
            for (const entry of body.categories) {
              const first = list.firstElementChild!;
              const label = list.appendChild(first.cloneNode()).appendChild(first.firstElementChild!.cloneNode());
              label.textContent = entry.name;
              // the drawer's titles are spans, on which the property is inert: cheaper than a test
              (label as HTMLAnchorElement).href = entry.href;
            }
        })
        .catch(() => {}),
    );

  // Mobile drawer: a native modal dialog (focus moves in and stays, Escape closes it).
  const drawer = document.querySelector<HTMLDialogElement>('dialog[data-drawer]')!;
  const drawerButton = document.querySelector<HTMLButtonElement>('[data-drawer-open]')!;
  drawerButton.onclick = () => {
    drawer.showModal();
    drawerButton.setAttribute('aria-expanded', 'true');
  };
  drawer.onclose = () => {
    drawerButton.setAttribute('aria-expanded', 'false');
    drawerButton.focus();
  };
  // the close button, or a click on the backdrop (which lands on the dialog element itself)
  drawer.onclick = (event) =>
    (event.target == drawer || (event.target as Element).closest('[data-drawer-close]')) && drawer.close();
}
