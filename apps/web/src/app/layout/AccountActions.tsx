import { Button, Group, Stack } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { useAuth } from "../../features/auth/useAuth";
import { paths } from "../paths";
import classes from "./AppHeader.module.css";

interface AccountActionsProps {
  /** Row in the desktop header, full-width column in the mobile menu. */
  layout: "row" | "column";
  onNavigate?: () => void;
}

/** The header's account area: Sign In / Get Started when signed out, the way to one's dashboard when signed in. */
export function AccountActions({ layout, onNavigate }: AccountActionsProps) {
  const { t } = useTranslation();
  const { isSignedIn } = useAuth();
  const Wrapper = layout === "row" ? Group : Stack;
  const fullWidth = layout === "column";

  if (isSignedIn) {
    return (
      <Wrapper gap="sm">
        <Button
          component={Link}
          to={paths.dashboard}
          onClick={onNavigate}
          fullWidth={fullWidth}
          className={classes.touchTarget}
        >
          {t("header.dashboard")}
        </Button>
      </Wrapper>
    );
  }

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
