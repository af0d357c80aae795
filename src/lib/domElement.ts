// For the small scripts that draw lists without React (search suggestions, recently viewed): an
// element with its classes and text in one call, so a product row's name and price read alike.

/** A new element with its classes and, when given, its text. */
export function domElement<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className: string,
  text?: string,
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
