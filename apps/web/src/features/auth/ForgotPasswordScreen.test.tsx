import { screen } from "@testing-library/react";
import { messages } from "@uplink/domain";
import { describe, expect, it } from "vitest";
import { blur, errorOf, submitWith, type } from "../../test/fields";
import { renderRoute } from "../../test/renderRoute";
import { data, stubApi, trpcError } from "../../test/stubApi";

async function openForgotPassword() {
  renderRoute("/forgot-password");
  await screen.findByLabelText("Email");
}

describe("forgot-password screen", () => {
  it("asks for a valid email, on blur and on submit", async () => {
    const api = stubApi();
    await openForgotPassword();

    blur("Email");
    expect(errorOf("Email")).toBe(messages.validation.emailInvalid);
    type("Email", "jane@example");
    submitWith("Send Reset Link");
    expect(errorOf("Email")).toBe(messages.validation.emailInvalid);
    expect(api.sent("auth.forgotPassword")).toHaveLength(0);
  });

  it("sends the email and then says a link is on its way if the account exists", async () => {
    const api = stubApi({
      "auth.forgotPassword": () => data({ message: messages.info.resetLinkSent }),
    });
    await openForgotPassword();
    type("Email", "jane@example.com");
    submitWith("Send Reset Link");

    expect(await screen.findByText(messages.info.resetLinkSent)).toBeTruthy();
    expect(screen.queryByLabelText("Email")).toBeNull();
    expect(api.sent("auth.forgotPassword")[0]?.input).toEqual({
      email: "jane@example.com",
    });
    expect(screen.getByRole("link", { name: "Back to sign in" }).getAttribute("href")).toBe(
      "/signin?role=customer",
    );
  });

  it("shows an 'Error' toast with the server's message", async () => {
    stubApi({
      "auth.forgotPassword": () => trpcError(429, messages.server.rateLimited),
    });
    await openForgotPassword();
    type("Email", "jane@example.com");
    submitWith("Send Reset Link");

    expect(await screen.findByText(messages.toastTitles.error)).toBeTruthy();
    expect(screen.getByText(messages.server.rateLimited)).toBeTruthy();
    expect(screen.getByLabelText("Email")).toBeTruthy();
  });
});
