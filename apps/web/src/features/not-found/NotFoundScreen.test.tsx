import { screen } from "@testing-library/react";
import { expect, it } from "vitest";
import { renderRoute } from "../../test/renderRoute";

it("answers an unknown path with the not-found page's two sentences", () => {
  renderRoute("/no/such/page");

  expect(screen.getByRole("heading", { level: 1, name: "404 Page Not Found" })).toBeTruthy();
  expect(screen.getByText("Did you forget to add the page to the router?")).toBeTruthy();
});
