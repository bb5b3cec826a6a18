import { screen, waitFor } from "@testing-library/react";
import { messages } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { blur, errorOf, submitWith, type } from "../../test/fields";
import { renderRoute } from "../../test/renderRoute";
import { data, stubApi, trpcError } from "../../test/stubApi";

const { validation } = messages;

async function openReset(path = "/reset-password?token=reset-token") {
  renderRoute(path);
  await screen.findByLabelText("New password");
}

describe("reset-password screen", () => {
  it("asks for at least 8 characters and a matching confirmation", async () => {
    const api = stubApi();
    await openReset();

    type("New password", "short");
    blur("New password");
    expect(errorOf("New password")).toBe(validation.passwordMin);

    type("New password", "long enough");
    type("Confirm new password", "long enoug");
    blur("Confirm new password");
    expect(errorOf("Confirm new password")).toBe(validation.passwordsDoNotMatch);

    submitWith("Update Password");
    expect(errorOf("Confirm new password")).toBe(validation.passwordsDoNotMatch);
    expect(api.sent("auth.resetPassword")).toHaveLength(0);
  });

  it("sends the token with the new password, then offers the way to sign in", async () => {
    const api = stubApi({
      "auth.resetPassword": () => data({ message: messages.info.passwordUpdated }),
    });
    await openReset();
    type("New password", "brand new pw");
    type("Confirm new password", "brand new pw");
    submitWith("Update Password");

    expect(await screen.findByText(messages.info.passwordUpdated)).toBeTruthy();
    expect(api.sent("auth.resetPassword")[0]?.input).toEqual({
      token: "reset-token",
      password: "brand new pw",
    });
    expect(screen.getByRole("link", { name: "Go to sign in" }).getAttribute("href")).toBe(
      "/signin?role=customer",
    );
  });

  it("does nothing without a token in the URL, and says so", async () => {
    const api = stubApi();
    await openReset("/reset-password");

    expect(screen.getByText(validation.missingResetToken)).toBeTruthy();
    type("New password", "brand new pw");
    type("Confirm new password", "brand new pw");
    submitWith("Update Password");

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.sent("auth.resetPassword")).toHaveLength(0);
    expect(screen.queryByText(messages.info.passwordUpdated)).toBeNull();
  });

  it("shows an 'Error' toast when the link is no longer valid", async () => {
    stubApi({
      "auth.resetPassword": () => trpcError(400, messages.server.invalidOrExpiredLink),
    });
    await openReset();
    type("New password", "brand new pw");
    type("Confirm new password", "brand new pw");
    submitWith("Update Password");

    expect(await screen.findByText(messages.toastTitles.error)).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByText(messages.server.invalidOrExpiredLink)).toBeTruthy(),
    );
  });
});
