import { fireEvent, screen } from "@testing-library/react";

/** The input labelled `label` (a visible label, as UI.md requires). */
export function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label);
}

/** The message shown under a field, read through its `aria-describedby` like a screen reader would. */
export function errorOf(label: string): string | null {
  const input = field(label);
  const ids = input.getAttribute("aria-describedby")?.split(/\s+/) ?? [];
  const texts = ids
    .map((id) => document.getElementById(id))
    .filter((element) => element?.className.includes("error"))
    .map((element) => element?.textContent ?? "");
  return texts[0] ?? null;
}

export function type(label: string, value: string) {
  fireEvent.change(field(label), { target: { value } });
}

/** Focus then leave a field, which validates it. */
export function blur(label: string) {
  fireEvent.focus(field(label));
  fireEvent.blur(field(label));
}

export function submitWith(name: string) {
  fireEvent.click(screen.getByRole("button", { name }));
}
