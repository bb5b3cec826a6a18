import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { followFooterLink, pageHeading } from "../../test/footer";
import { currentLocation } from "../../test/renderRoute";

it("opens How It Works from the landing footer, with the five steps in order", async () => {
  followFooterLink("How It Works");

  expect((await pageHeading("How It Works")).count).toBe(1);
  expect(currentLocation()).toBe("/how-it-works");
  const steps = screen
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent)
    .filter((title) => /^\d\./.test(title));
  expect(steps).toEqual([
    "1. Post a request",
    "2. Agree on a price",
    "3. The payment is held in escrow",
    "4. The installation",
    "5. Approval and payout",
  ]);
});
