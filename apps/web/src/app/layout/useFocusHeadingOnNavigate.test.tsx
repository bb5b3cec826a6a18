import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderRoute } from "../../test/renderRoute";

beforeEach(() => {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => Promise.resolve(Response.json({ clerkPublishableKey: null }))),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("focus on route change", () => {
  it("leaves focus alone on the first load", async () => {
    renderRoute("/signin", { strict: true });
    const heading = await screen.findByRole("heading", { level: 1, name: "Customer Sign In" });
    expect(document.activeElement).not.toBe(heading);
  });

  it("moves focus to the new screen's heading, once its lazy chunk has rendered it", async () => {
    renderRoute("/signin", { strict: true });
    await screen.findByRole("heading", { level: 1, name: "Customer Sign In" });

    fireEvent.click(screen.getByRole("link", { name: "Create an account" }));

    const heading = await screen.findByRole("heading", { level: 1, name: "Create Account" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    // Focusable by script, but not a stop in the tab order.
    expect(heading.tabIndex).toBe(-1);
  });
});
