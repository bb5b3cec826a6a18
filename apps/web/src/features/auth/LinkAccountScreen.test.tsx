import { screen } from "@testing-library/react";
import { messages } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { renderRoute } from "../../test/renderRoute";
import { data, stubApi, trpcError } from "../../test/stubApi";

const CONFIRM = "clerk.confirmLink";

function signInButtonHref() {
  return screen.getByRole("link", { name: "Go to Sign In" }).getAttribute("href");
}

describe("link-account screen", () => {
  it("confirms the token once, even when React mounts the screen twice", async () => {
    const api = stubApi({
      [CONFIRM]: () => data({ message: messages.info.hostedIdentityLinked }),
    });
    renderRoute("/link-account?token=abc", { strict: true });

    expect(await screen.findByText("Linking your account…")).toBeTruthy();
    expect(await screen.findByText(messages.info.hostedIdentityLinked)).toBeTruthy();
    expect(screen.getByText("Account linked")).toBeTruthy();
    expect(api.sent(CONFIRM)).toHaveLength(1);
    expect(api.sent(CONFIRM)[0]?.input).toEqual({ token: "abc" });
    expect(signInButtonHref()).toBe("/signin");
  });

  it("says so when the URL has no token, and posts nothing", async () => {
    const api = stubApi();
    renderRoute("/link-account?token=%20");

    expect(await screen.findByText(messages.validation.missingLinkAccountToken)).toBeTruthy();
    expect(api.sent(CONFIRM)).toHaveLength(0);
    expect(signInButtonHref()).toBe("/signin");
  });

  it("shows the server's message when the link is used, expired or unknown", async () => {
    stubApi({ [CONFIRM]: () => trpcError(400, messages.server.invalidOrExpiredLink) });
    renderRoute("/link-account?token=used");

    expect(await screen.findByText(messages.server.invalidOrExpiredLink)).toBeTruthy();
    expect(screen.getByText("Linking failed")).toBeTruthy();
    expect(screen.queryByText("Account linked")).toBeNull();
  });

  it("shows why an identity cannot be linked (409)", async () => {
    stubApi({ [CONFIRM]: () => trpcError(409, messages.server.hostedIdentityLinkedElsewhere) });
    renderRoute("/link-account?token=taken");

    expect(await screen.findByText(messages.server.hostedIdentityLinkedElsewhere)).toBeTruthy();
  });

  it("falls back to a readable sentence when the failure has no message", async () => {
    stubApi({ [CONFIRM]: () => trpcError(500, "") });
    renderRoute("/link-account?token=abc");

    expect(
      await screen.findByText(
        "Your account could not be linked. The link may be expired or invalid.",
      ),
    ).toBeTruthy();
    expect(signInButtonHref()).toBe("/signin");
  });
});
