// The order of a form's fields, read from what it posted, so that a refusal lists its errors in the order the form
// shows its fields (RGAA 11.10, WCAG 2.4.3) rather than in the order the web-service checked them.

/**
 * Name of the hidden input a control that may post nothing leaves where it sits (a radio group with none checked, a
 * select on a disabled placeholder, a checkbox): its value names the field, so its place in the form is known.
 */
export const FIELD_PLACE = "_place";

/** The names of the fields a form posted, in the form's order (each named once, where it first appears). */
export function postedFieldOrder(form: FormData): string[] {
  const order: string[] = [];
  for (const [key, value] of form.entries()) {
    const name = key === FIELD_PLACE ? (typeof value === "string" ? value : "") : key;
    if (name && !order.includes(name)) order.push(name);
  }
  return order;
}

/**
 * The errors in the form's field order; errors about fields the form did not post come last, in their own order.
 * (Field names are never numbers, which an object would put first whatever their place.)
 */
export function inFieldOrder<T>(errors: Record<string, T>, order: readonly string[]): Record<string, T> {
  const rank = (name: string) => {
    const at = order.indexOf(name);
    return at === -1 ? order.length : at;
  };
  const names = Object.keys(errors).sort((a, b) => rank(a) - rank(b));
  return Object.fromEntries(names.map((name) => [name, errors[name] as T]));
}
