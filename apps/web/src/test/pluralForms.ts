const CATEGORIES: readonly string[] = ["zero", "one", "two", "few", "many", "other"];

/** Whether a catalogue node is a plural message: forms keyed by plural category, "other" among them. */
export function isPluralForms(node: unknown): node is Record<string, string> {
  if (typeof node !== "object" || node === null || !("other" in node)) return false;
  return Object.entries(node).every(
    ([category, form]) => CATEGORIES.includes(category) && typeof form === "string",
  );
}
