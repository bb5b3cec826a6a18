import type { QueryClient } from "@tanstack/react-query";
import { StrictMode, useEffect, type ComponentType, type ReactNode, type RefObject } from "react";
import { BrowserRouter } from "react-router-dom";
import { AppProviders } from "./AppProviders";
import { AppRoutes } from "./routes";

export interface AppProps {
  /** What routes by: the browser's address, or a fixed one for the pages rendered at build. */
  Router?: ComponentType<{ children: ReactNode }>;
  /** Where the query client goes, for whoever must clear it after rendering (src/prerender). */
  queryClientSlot?: RefObject<QueryClient | null>;
  /** Called once, when the app has rendered into the page (taken over what the server sent). */
  onShown?: () => void;
}

function Shown({ onShown }: { onShown: (() => void) | undefined }) {
  useEffect(() => onShown?.(), [onShown]);
  return null;
}

/**
 * The whole app, as the browser starts it and as the build renders the public pages
 * (src/prerender): one tree for both, so the page the server sent is the one the app's
 * first render hydrates, node for node (issue 23).
 */
export function App({ Router = BrowserRouter, queryClientSlot, onShown }: AppProps) {
  return (
    <StrictMode>
      <AppProviders queryClientSlot={queryClientSlot}>
        <Router>
          <AppRoutes />
        </Router>
      </AppProviders>
      <Shown onShown={onShown} />
    </StrictMode>
  );
}
