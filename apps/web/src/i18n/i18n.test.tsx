import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import "./screenMessages";
import { t } from "./i18n";
import { Trans } from "./Trans";

/** A link whose text Trans fills in from the message. */
function Link({ href, children }: { href: string; children?: ReactNode }) {
  return <a href={href}>{children}</a>;
}

describe("translations", () => {
  it("fill a message's placeholders with the values given", () => {
    expect(t("leads.value.amount", { value: "1,200" })).toBe("Value: €1,200");
  });

  it("leave a placeholder empty when its value is missing", () => {
    expect(t("leads.value.amount", { value: undefined })).toBe("Value: €");
  });

  it("render the tagged parts of a message as the elements given, the rest as text", () => {
    const { container } = render(
      <Trans
        i18nKey="auth.signUp.agreement"
        components={{ terms: <Link href="#terms" />, privacy: <Link href="#privacy" /> }}
      />,
    );

    expect(container.textContent).toBe(
      "By creating an account you agree to our Terms of Service and Privacy Policy.",
    );
    expect(screen.getByRole("link", { name: "Terms of Service" }).getAttribute("href")).toBe(
      "#terms",
    );
    expect(screen.getByRole("link", { name: "Privacy Policy" }).getAttribute("href")).toBe(
      "#privacy",
    );
  });
});
