/** Cuts text to n characters and adds an ellipsis when something was cut (docs/product.md#constants previews). */
export function preview(text: string | null | undefined, n: number): string {
  const value = text ?? '';
  return value.length > n ? `${value.slice(0, n)}…` : value;
}

/** Shortens an id for tables: the first few characters and an ellipsis. */
export function shortId(id: string, n = 8): string {
  return id.length > n ? `${id.slice(0, n)}…` : id;
}

/** A price in dollars for a card: "Free" or "$12.50". */
export function priceLabel(dollars: number): string {
  return dollars > 0 ? `$${dollars.toFixed(2)}` : 'Free';
}
