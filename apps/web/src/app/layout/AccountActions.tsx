import { Button, Group, Skeleton, Stack } from "@mantine/core";
import { Suspense, useEffect } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { useAuth } from "../../features/auth/session/useAuth";
import { paths } from "../paths";
import { lazyWithRuntime } from "../runtime/lazyWithRuntime";
import classes from "./AppHeader.module.css";

const loadUserMenu = () => import("../../features/auth/account/UserMenu");
// The menu, its dropdown and its dialogs stay out of the landing page's bundle.
const UserMenu = lazyWithRuntime(async () => (await loadUserMenu()).UserMenu);

interface AccountActionsProps {
  /** Row in the desktop header, full-width column in the mobile menu. */
  layout: "row" | "column";
  onNavigate?: () => void;
}

/** Sign In / Get Started for signed-out visitors; nothing otherwise (the user menu sits in the header). */
export function AccountActions({ layout, onNavigate }: AccountActionsProps) {
  const { t } = useTranslation();
  const { isSignedIn, isLoading } = useAuth();
  if (isSignedIn || isLoading) return null;

  const Wrapper = layout === "row" ? Group : Stack;
  const fullWidth = layout === "column";
  return (
    <Wrapper gap="sm">
      <Button
        component={Link}
        to={paths.signIn}
        onClick={onNavigate}
        variant="default"
        fullWidth={fullWidth}
        className={classes.touchTarget}
      >
        {t("header.signIn")}
      </Button>
      <Button
        component={Link}
        to={paths.signUp}
        onClick={onNavigate}
        fullWidth={fullWidth}
        className={classes.touchTarget}
      >
        {t("header.getStarted")}
      </Button>
    </Wrapper>
  );
}

/**
 * The header's account area on every screen size: a placeholder while the
 * session is checked, the user menu when signed in, Sign In / Get Started
 * (wide screens; phones find them in the burger menu) when signed out.
 */
export function HeaderAccount() {
  const { t } = useTranslation();
  const { user, isLoading, hasToken } = useAuth();

  // Fetch the menu's code while `me` is still on its way.
  useEffect(() => {
    if (hasToken) void loadUserMenu();
  }, [hasToken]);

  const placeholder = <Skeleton height={36} width={36} circle aria-label={t("app.loading")} />;
  if (isLoading) return placeholder;
  if (user) {
    return (
      <Suspense fallback={placeholder}>
        <UserMenu user={user} />
      </Suspense>
    );
  }
  return (
    <Group visibleFrom="sm">
      <AccountActions layout="row" />
    </Group>
  );
}
