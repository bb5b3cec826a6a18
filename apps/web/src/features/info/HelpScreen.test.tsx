import { fireEvent, screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { followFooterLink, pageHeading } from "../../test/footer";
import { currentLocation } from "../../test/renderRoute";

it("opens the help center from the landing footer, and goes on to Contact from it", async () => {
  followFooterLink("Help Center");

  expect((await pageHeading("Help Center")).count).toBe(1);
  expect(currentLocation()).toBe("/help");
  expect(
    screen.getByRole("heading", { level: 2, name: "Why was part of my message replaced?" }),
  ).toBeTruthy();

  fireEvent.click(screen.getByRole("link", { name: "Contact us" }));
  expect((await pageHeading("Contact")).count).toBe(1);
  expect(currentLocation()).toBe("/contact");
});
