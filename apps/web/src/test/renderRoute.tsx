import { render, screen } from "@testing-library/react";
import { StrictMode } from "react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { AppProviders } from "../app/AppProviders";
import { AppRoutes } from "../app/routes";

function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <output hidden data-testid="location">
      {pathname + search}
    </output>
  );
}

/**
 * Renders the whole app, providers and route table included, at `path`;
 * `strict` adds React's development double-mounting, as main.tsx has it.
 */
export function renderRoute(path: string, { strict = false }: { strict?: boolean } = {}) {
  const app = (
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe />
      </MemoryRouter>
    </AppProviders>
  );
  return render(strict ? <StrictMode>{app}</StrictMode> : app);
}

/** The path and query the app is at now, e.g. "/dashboard". */
export function currentLocation(): string {
  return screen.getByTestId("location").textContent;
}
