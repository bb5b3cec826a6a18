import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { followFooterLink, pageHeading } from "../../test/footer";
import { currentLocation } from "../../test/renderRoute";

it("opens the privacy policy from the landing footer, saying who sees what and how to leave", async () => {
  followFooterLink("Privacy Policy");

  expect((await pageHeading("Privacy Policy")).count).toBe(1);
  expect(currentLocation()).toBe("/privacy");
  expect(screen.getByRole("region", { name: "Who sees what" })).toBeTruthy();
  expect(screen.getByRole("region", { name: "Your copy, and deletion" }).textContent).toContain(
    "Download my data",
  );
});
