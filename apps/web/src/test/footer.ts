import { fireEvent, screen, within } from "@testing-library/react";
import { renderRoute } from "./renderRoute";

/** Opens the landing page and follows the footer link named `name`, as a visitor would. */
export function followFooterLink(name: string) {
  renderRoute("/");
  fireEvent.click(within(screen.getByRole("contentinfo")).getByRole("link", { name }));
}

/** The page's one h1, once its lazily loaded screen has rendered. */
export async function pageHeading(name: string) {
  const heading = await screen.findByRole("heading", { level: 1, name });
  return { heading, count: screen.getAllByRole("heading", { level: 1 }).length };
}
