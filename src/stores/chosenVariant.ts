// The variant the product page's option buttons chose (src/components/product/variantPicker.ts),
// for its buy box island: null until the shopper chooses, so the island shows the variant the
// server rendered (the page's `?variant=`) and hydrates without a mismatch.
import { atom } from 'nanostores';

export const $chosenVariant = atom<string | null>(null);
