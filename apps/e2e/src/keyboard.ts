import type { CDPSession, FileChooser, Locator, Page } from "playwright-core";
import { expect } from "vitest";

/**
 * Helpers for journeys done with the keyboard alone: they press keys and read which
 * element has focus (its role and accessible name, as Chromium's accessibility tree,
 * and so a screen reader, has them); they never click, fill or focus by script.
 */

export interface Focused {
  role: string;
  name: string;
}

const sessions = new WeakMap<Page, Promise<CDPSession>>();

function cdpOf(page: Page): Promise<CDPSession> {
  let session = sessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    sessions.set(page, session);
  }
  return session;
}

interface AXValue {
  value?: unknown;
}
interface AXNode {
  role?: AXValue;
  name?: AXValue;
}

/** The role and accessible name of the element that has focus ("none" when only the page has). */
export async function focusedElement(page: Page): Promise<Focused> {
  const cdp = await cdpOf(page);
  // The element's handle is kept in a group of its own, released with the page's document
  // (no round trip per key press to release it).
  const { result } = (await cdp.send("Runtime.evaluate", {
    expression: "document.activeElement === document.body ? null : document.activeElement",
    objectGroup: "focused-elements",
  })) as { result: { objectId?: string } };
  if (!result.objectId) return { role: "none", name: "" };
  const { nodes } = (await cdp.send("Accessibility.getPartialAXTree", {
    objectId: result.objectId,
    fetchRelatives: false,
  })) as { nodes: AXNode[] };
  const node = nodes[0];
  return {
    role: typeof node?.role?.value === "string" ? node.role.value : "unknown",
    name: typeof node?.name?.value === "string" ? node.name.value : "",
  };
}

function describeFocused({ role, name }: Focused): string {
  return name ? `${role} "${name}"` : role;
}

export interface TabToOptions {
  /** Only an element of this role (Chromium's names: button, link, textbox, combobox, …). */
  role?: string;
  /** Only an element inside this one, e.g. one card among many alike. */
  within?: Locator;
  /** Shift+Tab instead of Tab. */
  backwards?: boolean;
  /** How many presses at most before giving up. */
  max?: number;
}

function matches(expected: string | RegExp, actual: string): boolean {
  return typeof expected === "string" ? actual === expected : expected.test(actual);
}

/**
 * Presses Tab (or Shift+Tab) until the focused element has the accessible `name` (and
 * `role`, and sits `within` the given element). Fails after `max` presses, listing every
 * element it passed, so the test also proves where the tab order goes.
 */
export async function tabTo(
  page: Page,
  name: string | RegExp,
  { role, within, backwards = false, max = 60 }: TabToOptions = {},
): Promise<void> {
  const passed: string[] = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    const focused = await focusedElement(page);
    if (
      matches(name, focused.name) &&
      (role === undefined || focused.role === role) &&
      (within === undefined ||
        (await within.evaluate((element) => element.contains(document.activeElement))))
    ) {
      return;
    }
    passed.push(describeFocused(focused));
  }
  throw new Error(
    `no ${role ?? "element"} named ${String(name)} within ${max} presses of ${
      backwards ? "Shift+Tab" : "Tab"
    }; focus passed: ${passed.join(", ")}`,
  );
}

/** Tabs to the field labelled `label` and types `text` into it. */
export async function typeInto(
  page: Page,
  label: string,
  text: string,
  options: TabToOptions = {},
): Promise<void> {
  await tabTo(page, label, options);
  await page.keyboard.type(text);
}

/** Waits until the element with `role` and `name` has focus. */
export async function expectFocus(page: Page, role: string, name: string | RegExp): Promise<void> {
  await expect
    .poll(async () => {
      const focused = await focusedElement(page);
      return focused.role === role && matches(name, focused.name)
        ? "focused"
        : describeFocused(focused);
    })
    .toBe("focused");
}

/**
 * With the focused control that opens a file chooser, presses `key` as a keyboard user
 * does and answers the chooser the browser opens.
 */
export async function openFileChooser(page: Page, key = "Enter"): Promise<FileChooser> {
  const chooser = page.waitForEvent("filechooser", { timeout: 5_000 });
  // Listening turns the browser's interception of choosers on by a message of its own; a
  // round trip to the page lets it arrive before the key press opens the chooser.
  await page.evaluate(() => undefined);
  await page.keyboard.press(key);
  return chooser;
}
