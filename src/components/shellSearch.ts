// The header search's suggestions (../lib/searchSuggest.ts), listed under the whole search bar
// (the form clips what overflows it). Loaded when the field is first focused, so pages where
// nobody searches load none of it; without script the form still submits to the catalogue.
const input = document.getElementById('header-search');
const host = document.querySelector<HTMLElement>('[data-suggest-host]');
if (input instanceof HTMLInputElement && host) {
  input.addEventListener(
    'focus',
    () =>
      void import('../lib/searchSuggest').then(({ attachSuggestions }) => {
        attachSuggestions(input, host);
        // what was typed while the module loaded
        if (input.value) input.dispatchEvent(new Event('input'));
      }),
    { once: true },
  );
}
