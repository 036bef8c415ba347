/** Cuts text to n characters and adds an ellipsis when something was cut (docs/product.md#constants previews). */
export function preview(text: string | null | undefined, n: number): string {
  const value = text ?? '';
  return value.length > n ? `${value.slice(0, n)}…` : value;
}

/** Shortens an id for tables: the first few characters and an ellipsis. */
export function shortId(id: string, n = 8): string {
  return id.length > n ? `${id.slice(0, n)}…` : id;
}

/** An amount in US dollars: "$12.50", "$0.00". */
export function dollars(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** A price in dollars for a card: "Free" or "$12.50". */
export function priceLabel(amount: number): string {
  return amount > 0 ? dollars(amount) : 'Free';
}
