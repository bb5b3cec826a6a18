import { fireEvent, screen } from "@testing-library/react";
import { expect } from "vitest";

/**
 * The input labelled `label` (a visible label, as UI.md requires). A select's open list
 * is labelled by the same label: the input is the one a person types in.
 */
export function field(label: string): HTMLInputElement {
  const labelled = screen.getAllByLabelText<HTMLElement>(label);
  const inputs = labelled.filter((element) => element.matches("input, textarea, select"));
  if (inputs.length !== 1) return screen.getByLabelText(label);
  return inputs[0] as HTMLInputElement;
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

/** Picks `option` in the searchable select labelled `label`, typing it first as a person would. */
export function choose(label: string, option: string) {
  const input = field(label);
  // Typed into the focused field: a change elsewhere reads as the browser's autofill.
  input.focus();
  fireEvent.click(input);
  fireEvent.change(input, { target: { value: option } });
  expect(input.getAttribute("aria-expanded")).toBe("true");
  // jsdom lays nothing out, so the open list counts as scrolled out of view and Mantine
  // hides it (hideDetached): the option is found among hidden elements.
  fireEvent.click(screen.getByRole("option", { name: option, hidden: true }));
}
