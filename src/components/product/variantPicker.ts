// The product page's option buttons (VariantOptions.astro): a choice shows its variant's price,
// sale, stock and images in place, tells the buy box ($chosenVariant) and puts `?variant=<sku>`
// in the URL without a reload, so the address is the page the server renders for it.
import { formatPrice } from '../../lib/formatPrice';
import { ownValue } from '../../lib/ownKeys';
import { originalPrice, saleBadge } from '../../lib/saleBadge';
import {
  pickVariant,
  stockText,
  valueLabel,
  valueState,
  type PickerData,
  type PickerVariant,
} from '../../lib/variantChoice';
import { $chosenVariant } from '../../stores/chosenVariant';

const picker = document.querySelector<HTMLElement>('[data-variant-picker]');
const raw = picker?.querySelector('[data-variant-data]')?.textContent;
if (picker && raw) start(picker, JSON.parse(raw) as PickerData);

function start(root: HTMLElement, data: PickerData) {
  let current = data.variants.find((v) => v._id === root.dataset.chosen);
  if (!current) return;
  const buttons = [...root.querySelectorAll<HTMLButtonElement>('button[data-option]')];
  root.addEventListener('click', (event) => {
    const button = (event.target as Element).closest<HTMLButtonElement>('button[data-option]');
    if (!button || !current) return;
    const next = pickVariant(data.variants, current.options, button.dataset.option!, button.dataset.value!);
    if (!next || next === current) return;
    current = next;
    show(next);
  });

  function show(variant: PickerVariant) {
    for (const button of buttons) {
      const name = button.dataset.option!;
      const value = button.dataset.value!;
      const state = valueState(data.variants, variant.options, name, value);
      button.dataset.state = state;
      button.setAttribute('aria-pressed', String(ownValue(variant.options, name) === value));
      button.setAttribute('aria-label', valueLabel(name, value, state));
    }
    root.querySelectorAll<HTMLElement>('[data-option-chosen]').forEach((label) => {
      label.textContent = ownValue(variant.options, label.dataset.optionChosen!) ?? '';
    });
    showPrice(variant, data.discount);
    document.querySelectorAll<HTMLElement>('[data-gallery-set]').forEach((gallery) => {
      gallery.hidden = gallery.dataset.gallerySet !== String(variant.gallery);
    });
    showSpecs(variant);
    $chosenVariant.set(variant._id);
    const url = new URL(window.location.href);
    url.searchParams.set('variant', variant.sku);
    history.replaceState(history.state, '', url);
  }
}

function showPrice(variant: PickerVariant, discount: string | null) {
  const sale = { price: variant.price, compareAtPrice: variant.compareAtPrice, discount };
  const original = originalPrice(sale);
  const badge = saleBadge(sale);
  const soldOut = !variant.isActive || variant.stock < 1;
  set('[data-variant-price]', formatPrice(variant.price));
  const was = document.querySelector<HTMLElement>('[data-variant-original]');
  if (was) was.hidden = original === null;
  set('[data-variant-original-text]', original === null ? '' : formatPrice(original));
  const tag = document.querySelector<HTMLElement>('[data-variant-badge]');
  if (tag) {
    tag.hidden = badge === null;
    tag.textContent = badge ?? '';
  }
  const stock = document.querySelector<HTMLElement>('[data-variant-stock]');
  if (stock) {
    stock.textContent = stockText(variant);
    stock.classList.toggle('text-sale', soldOut);
    stock.classList.toggle('text-green-800', !soldOut);
  }
}

/** The specifications table's rows that differ between variants (SpecsTable.astro). */
function showSpecs(variant: PickerVariant) {
  document.querySelectorAll<HTMLElement>('[data-spec-row]').forEach((row) => {
    const text = variant.specs[row.dataset.specRow!] ?? '';
    row.hidden = text === '';
    const cell = row.querySelector('[data-spec-value]');
    if (cell) cell.textContent = text;
  });
}

function set(selector: string, text: string) {
  const element = document.querySelector(selector);
  if (element) element.textContent = text;
}
