// A success message that outlives the page saying it: sign-in and sign-up leave /auth as soon as
// the session is stored, so their toast (docs/product.md#auth) is shown by the page they land on.
// Kept in sessionStorage for one page load: the next page that reads it takes it away.
const KEY = 'notice';

export function keepNotice(text: string): void {
  try {
    sessionStorage.setItem(KEY, text);
  } catch {
    /* storage blocked: the header's signed-in menu still says it worked */
  }
}

export function takeNotice(): string | null {
  try {
    const text = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return text;
  } catch {
    return null;
  }
}
