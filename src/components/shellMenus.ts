// Menus and toggles of the shell, without a framework. A disclosure is a button with
// aria-expanded, aria-controls (its panel, a sibling inside the same parent) and
// data-disclosure="<group>": opening one closes the others of its group, Escape closes the
// innermost open one and gives focus back to its button, a click elsewhere closes "nav" menus.

type Disclosure = HTMLButtonElement;

const allDisclosures = () => [...document.querySelectorAll<Disclosure>('button[data-disclosure]')];
const isOpen = (button: Disclosure) => button.getAttribute('aria-expanded') === 'true';
const panelOf = (button: Disclosure) => document.getElementById(button.getAttribute('aria-controls') ?? '');

function setOpen(button: Disclosure, open: boolean) {
  button.setAttribute('aria-expanded', String(open));
  const panel = panelOf(button);
  if (!panel) return;
  // footer panels are shown by CSS (always visible from 768 px), the rest by `hidden`
  if (!('cssToggle' in panel.dataset)) panel.hidden = !open;
  if (!open) panel.querySelectorAll<Disclosure>('button[data-disclosure]').forEach((inner) => isOpen(inner) && setOpen(inner, false));
}

function open(button: Disclosure) {
  for (const other of allDisclosures()) {
    if (other !== button && other.dataset.disclosure === button.dataset.disclosure && isOpen(other)) setOpen(other, false);
  }
  setOpen(button, true);
}

/** Closes the open "nav" menus that do not hold `target` (a menu's root is the button's parent). */
function closeNavMenusOutside(target: Node) {
  for (const button of allDisclosures()) {
    if (button.dataset.disclosure === 'nav' && isOpen(button) && !button.parentElement?.contains(target)) setOpen(button, false);
  }
}

document.addEventListener('click', (event) => {
  const target = event.target as Element;
  const button = target.closest<Disclosure>('button[data-disclosure]');
  if (button) {
    if (button === categoryButton && openedByHover) openedByHover = false;
    else if (isOpen(button)) setOpen(button, false);
    else open(button);
    return;
  }
  closeNavMenusOutside(target);
});

document.addEventListener('keydown', (event) => {
  if (event.key !== 'Escape') return;
  // only menus close on Escape (not the footer or FAQ sections); innermost first: the one
  // holding the focus, else the last open one in DOM order
  const openMenus = allDisclosures()
    .filter((button) => isOpen(button) && (button.dataset.disclosure === 'nav' || button.dataset.disclosure === 'category-sub'))
    .reverse();
  const focused = document.activeElement;
  const menu = openMenus.find((button) => button === focused || panelOf(button)?.contains(focused)) ?? openMenus[0];
  if (!menu) return;
  setOpen(menu, false);
  menu.focus();
});

// The category menu also opens on hover (spec); the button still works for keyboard and touch.
// A click that follows the hover-open (a mouse user aiming at the button, or a tap, which
// fires mouseenter first) keeps it open instead of toggling it shut.
const categoryMenu = document.querySelector<HTMLElement>('[data-category-menu]');
const categoryButton = categoryMenu?.querySelector<Disclosure>(':scope > button[data-disclosure]');
let openedByHover = false;
if (categoryMenu && categoryButton) {
  categoryMenu.addEventListener('mouseenter', () => {
    if (isOpen(categoryButton)) return;
    open(categoryButton);
    openedByHover = true;
  });
  categoryMenu.addEventListener('mouseleave', () => {
    openedByHover = false;
    setOpen(categoryButton, false);
  });
}

// Focus leaving a "nav" menu closes it, so Tab never walks through a list that stays open.
document.addEventListener('focusin', (event) => closeNavMenusOutside(event.target as Node));

// Mobile drawer: a native modal dialog (focus moves in and stays, Escape closes it).
const drawer = document.querySelector<HTMLDialogElement>('dialog[data-drawer]');
const drawerButton = document.querySelector<HTMLButtonElement>('[data-drawer-open]');
if (drawer && drawerButton) {
  drawerButton.addEventListener('click', () => {
    drawer.showModal();
    drawerButton.setAttribute('aria-expanded', 'true');
  });
  drawer.addEventListener('close', () => {
    drawerButton.setAttribute('aria-expanded', 'false');
    drawerButton.focus();
  });
  drawer.querySelector('[data-drawer-close]')?.addEventListener('click', () => drawer.close());
  // a click on the backdrop lands on the dialog element itself
  drawer.addEventListener('click', (event) => event.target === drawer && drawer.close());
}
