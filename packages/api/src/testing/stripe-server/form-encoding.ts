/** A value of Stripe's form encoding: text, or nested objects and lists of it. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/**
 * Parses Stripe's form encoding (`application/x-www-form-urlencoded` with nested keys):
 * `metadata[leadId]=x`, `line_items[0][price_data][currency]=eur`, `expand[]=data`.
 * Numeric segments make lists; anything else objects.
 */
export function parseStripeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const segments = keySegments(key);
    if (segments === undefined) throw new FormEncodingError(`Malformed parameter name: ${key}`);
    assign(root, segments, value);
  }
  return root;
}

export class FormEncodingError extends Error {}

/** `a[b][0][]` → ["a", "b", "0", ""]; undefined when the brackets do not pair. */
function keySegments(key: string): string[] | undefined {
  const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(key);
  if (!match?.[1]) return undefined;
  const rest = [...(match[2] ?? "").matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1] ?? "");
  return [match[1], ...rest];
}

function assign(container: FormObject | FormValue[], segments: string[], value: string): void {
  const [head, ...tail] = segments as [string, ...string[]];
  const slot = Array.isArray(container) && head === "" ? String(container.length) : head;
  const holder = container as Record<string, FormValue>;
  if (tail.length === 0) {
    holder[slot] = value;
    return;
  }
  const wantsList = /^\d*$/.test(tail[0] ?? "");
  const existing = holder[slot];
  const child =
    existing !== undefined && typeof existing !== "string"
      ? existing
      : wantsList
        ? ([] as FormValue[])
        : ({} as FormObject);
  holder[slot] = child;
  assign(child, tail, value);
}
