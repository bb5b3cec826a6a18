import { notifications } from "@mantine/notifications";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { AppProviders } from "../AppProviders";
import { notifyError, notifySuccess } from "./notify";
import { toastStore } from "./toastStore";

function renderWithButton() {
  render(
    <AppProviders>
      <button type="button">Somewhere else</button>
    </AppProviders>,
  );
}

afterEach(() => {
  act(() => notifications.clean(toastStore));
});

describe("toast area", () => {
  it("takes keyboard focus when F8 is pressed", () => {
    renderWithButton();
    const elsewhere = screen.getByRole("button", { name: "Somewhere else" });
    elsewhere.focus();

    fireEvent.keyDown(window, { key: "F8" });

    expect(document.activeElement).toBe(screen.getByRole("region", { name: "Notifications (F8)" }));
  });

  it("ignores other keys", () => {
    renderWithButton();
    const elsewhere = screen.getByRole("button", { name: "Somewhere else" });
    elsewhere.focus();

    fireEvent.keyDown(window, { key: "F7" });

    expect(document.activeElement).toBe(elsewhere);
  });

  it("shows one toast at a time, with its title and message", async () => {
    renderWithButton();

    act(() => {
      notifySuccess("Lead Accepted", "The customer has been told.");
      notifyError("Error", "Failed to delete request");
    });

    const region = screen.getByRole("region", { name: "Notifications (F8)" });
    expect(await screen.findByText("Lead Accepted")).toBeTruthy();
    expect(screen.getByText("The customer has been told.")).toBeTruthy();
    expect(region.contains(screen.getByRole("alert"))).toBe(true);
    expect(screen.queryByText("Failed to delete request")).toBeNull();
  });
});
