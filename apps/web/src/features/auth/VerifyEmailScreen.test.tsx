import { screen } from "@testing-library/react";
import { messages } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../test/renderRoute";
import { data, stubApi, trpcError } from "../../test/stubApi";

function signInButtonHref() {
  return screen.getByRole("link", { name: "Go to Sign In" }).getAttribute("href");
}

describe("verify-email screen", () => {
  it("verifies the token once, even when React mounts the screen twice", async () => {
    const api = stubApi({
      "auth.verifyEmail": () => data({ message: messages.info.emailVerified }),
    });
    renderRoute("/verify-email?token=abc", { strict: true });

    expect(await screen.findByText("Verifying your email…")).toBeTruthy();
    expect(await screen.findByText(messages.info.emailVerified)).toBeTruthy();
    expect(screen.getByText("Email verified")).toBeTruthy();
    expect(api.sent("auth.verifyEmail")).toHaveLength(1);
    expect(api.sent("auth.verifyEmail")[0]?.input).toEqual({ token: "abc" });
    expect(signInButtonHref()).toBe("/signin?role=customer");
  });

  it("says so when the URL has no token", async () => {
    const api = stubApi();
    renderRoute("/verify-email");

    expect(await screen.findByText(messages.validation.missingVerificationToken)).toBeTruthy();
    expect(api.sent("auth.verifyEmail")).toHaveLength(0);
    expect(signInButtonHref()).toBe("/signin?role=customer");
  });

  it("shows the server's message when verification fails", async () => {
    stubApi({
      "auth.verifyEmail": () => trpcError(400, messages.server.invalidOrExpiredLink),
    });
    renderRoute("/verify-email?token=used");

    expect(await screen.findByText(messages.server.invalidOrExpiredLink)).toBeTruthy();
    expect(screen.getByText("Verification failed")).toBeTruthy();
  });

  it("falls back to the catalogue's sentence when the failure has no message", async () => {
    stubApi({ "auth.verifyEmail": () => trpcError(500, "") });
    renderRoute("/verify-email?token=abc");

    expect(await screen.findByText(messages.errors.emailVerificationFailed)).toBeTruthy();
    expect(signInButtonHref()).toBe("/signin?role=customer");
  });
});
