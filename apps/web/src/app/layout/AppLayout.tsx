import { AppShell, Stack } from "@mantine/core";
import { useDisclosure, useId } from "@mantine/hooks";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router-dom";
import { IdentityProviderHost } from "../../features/auth/identity/IdentityProvider";
import { AccountActions } from "./AccountActions";
import { AppHeader } from "./AppHeader";
import { HeaderNavLinks } from "./HeaderNavLinks";
import { ScreenErrorBoundary } from "./ScreenErrorBoundary";
import { ScreenSkeleton } from "./ScreenSkeleton";

/**
 * The one AppShell (UI.md): header on every screen, burger menu on phones, the
 * screen below; the optional hosted sign-in is hosted beside it.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const [mobileNavOpened, mobileNav] = useDisclosure(false);
  const mobileNavId = useId();
  const { pathname } = useLocation();

  return (
    <IdentityProviderHost>
      <AppShell
        header={{ height: 64 }}
        navbar={{
          width: 280,
          breakpoint: "sm",
          collapsed: { desktop: true, mobile: !mobileNavOpened },
        }}
      >
        <AppShell.Header>
          <AppHeader
            mobileNavId={mobileNavId}
            mobileNavOpened={mobileNavOpened}
            onToggleMobileNav={mobileNav.toggle}
          />
        </AppShell.Header>
        {/* A collapsed navbar is only translated off screen; `inert` keeps its links
          out of the tab order and the accessibility tree while it is closed. */}
        <AppShell.Navbar
          id={mobileNavId}
          aria-label={t("header.navigation")}
          p="md"
          hiddenFrom="sm"
          inert={!mobileNavOpened}
        >
          <Stack gap="sm">
            <HeaderNavLinks fullWidth onNavigate={mobileNav.close} />
            <AccountActions layout="column" onNavigate={mobileNav.close} />
          </Stack>
        </AppShell.Navbar>
        <AppShell.Main>
          <ScreenErrorBoundary key={pathname}>
            <Suspense fallback={<ScreenSkeleton />}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </AppShell.Main>
      </AppShell>
    </IdentityProviderHost>
  );
}
