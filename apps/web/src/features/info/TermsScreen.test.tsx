import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { followFooterLink, pageHeading } from "../../test/footer";
import { currentLocation } from "../../test/renderRoute";

it("opens the terms from the landing footer, with the escrow and dispute rules", async () => {
  followFooterLink("Terms of Service");

  expect((await pageHeading("Terms of Service")).count).toBe(1);
  expect(currentLocation()).toBe("/terms");
  expect(screen.getByRole("heading", { level: 2, name: "Payment and escrow" })).toBeTruthy();
  expect(screen.getByRole("heading", { level: 2, name: "Revisions and disputes" })).toBeTruthy();
});
