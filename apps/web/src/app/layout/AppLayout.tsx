import { Stack } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Suspense, useId, useRef } from "react";
import { Outlet, useLocation } from "react-router-dom";
import { useAuthToken } from "../../features/auth/session/useAuth";
import { IdentityProviderHost } from "../../features/auth/identity/IdentityProvider";
import { useTranslation } from "../../i18n/useTranslation";
import { LiveLeadUpdates } from "../live/LiveLeadUpdates";
import { lazyWithRuntime } from "../runtime/lazyWithRuntime";
import { AccountActions } from "./AccountActions";
import { AppHeader } from "./AppHeader";
import classes from "./AppLayout.module.css";
import { HeaderNavLinks } from "./HeaderNavLinks";
import { ScreenErrorBoundary } from "./ScreenErrorBoundary";
import { ScreenSkeleton } from "./ScreenSkeleton";
import { useDocumentTitle } from "./useDocumentTitle";
import { useFocusHeadingOnNavigate } from "./useFocusHeadingOnNavigate";
import { useKeepFocusOnScreen } from "./useKeepFocusOnScreen";

/**
 * Mantine's modals lock the page's scroll and pad its right edge by the scroll bar's
 * width; a fixed element with this class (react-remove-scroll's `zeroRight`) moves
 * in by the same amount, so the header does not jump when a modal opens.
 */
const KEEP_CLEAR_OF_SCROLL_BAR = "right-scroll-bar-position";

/** Submissions kept offline (issue 23): loaded after the landing route, never in it. */
const OutboxIndicator = lazyWithRuntime(() =>
  import("../../features/offline/OutboxIndicator").then((module) => module.OutboxIndicator),
);

/** The outbox of whoever is signed in on this device; nothing for a visitor. */
function Outbox() {
  if (useAuthToken() === null) return null;
  return (
    <Suspense fallback={null}>
      <OutboxIndicator />
    </Suspense>
  );
}

/**
 * The one app shell (UI.md): header on every screen, burger menu on phones, the
 * screen below; the optional hosted sign-in is hosted beside it.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const [mobileNavOpened, mobileNav] = useDisclosure(false);
  // React's own: the same on the page rendered at build and in the app that hydrates it,
  // and never changed after (Mantine's is replaced by a random one once mounted, which
  // would render the shell again while its screen may still be hydrating).
  const mobileNavId = useId();
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useDocumentTitle(pathname);
  useFocusHeadingOnNavigate(main);
  useKeepFocusOnScreen(main);

  return (
    <IdentityProviderHost>
      <LiveLeadUpdates />
      <div className={classes.shell}>
        <header className={`${classes.header} ${KEEP_CLEAR_OF_SCROLL_BAR}`}>
          <AppHeader
            mobileNavId={mobileNavId}
            mobileNavOpened={mobileNavOpened}
            onToggleMobileNav={mobileNav.toggle}
          />
        </header>
        {/* A closed menu is only translated off screen; `inert` keeps its links
          out of the tab order and the accessibility tree while it is closed. */}
        <nav
          id={mobileNavId}
          aria-label={t("header.navigation")}
          className={classes.mobileNav}
          data-opened={mobileNavOpened || undefined}
          inert={!mobileNavOpened}
        >
          <Stack gap="sm">
            <HeaderNavLinks fullWidth onNavigate={mobileNav.close} />
            <AccountActions layout="column" onNavigate={mobileNav.close} />
          </Stack>
        </nav>
        <main ref={main} className={classes.main}>
          <Outbox />
          <ScreenErrorBoundary key={pathname}>
            <Suspense fallback={<ScreenSkeleton />}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </main>
      </div>
    </IdentityProviderHost>
  );
}
