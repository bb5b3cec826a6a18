import { MantineProvider, Modal } from "@mantine/core";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { theme } from "./theme";

describe("theme", () => {
  it("names every dialog's close button, which Mantine draws as a bare icon", async () => {
    render(
      <MantineProvider theme={theme}>
        <Modal opened onClose={() => undefined} title="Delete request?">
          Gone for good.
        </Modal>
      </MantineProvider>,
    );
    const dialog = await screen.findByRole("dialog", { name: "Delete request?" });
    expect(within(dialog).getByRole("button", { name: "Close dialog" })).toBeTruthy();
  });
});
