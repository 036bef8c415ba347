/** Cuts text to n characters and adds an ellipsis when something was cut (spec §9 previews). */
export function preview(text: string | null | undefined, n: number): string {
  const value = text ?? '';
  return value.length > n ? `${value.slice(0, n)}…` : value;
}

/** Shortens an id for tables: the first few characters and an ellipsis. */
export function shortId(id: string, n = 8): string {
  return id.length > n ? `${id.slice(0, n)}…` : id;
}

/** Cents to a dollar string with two decimals, e.g. 1250 → "12.50". */
export function formatDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

/** A price in dollars for a card: "Free" or "$12.50". */
export function priceLabel(dollars: number): string {
  return dollars > 0 ? `$${dollars.toFixed(2)}` : 'Free';
}
