import { Button } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { NavLink } from "react-router-dom";
import classes from "./AppHeader.module.css";
import { HEADER_LINKS } from "./headerLinks";

interface HeaderNavLinksProps {
  fullWidth?: boolean;
  onNavigate?: () => void;
}

/** 'For Customers' and 'For Installers'; NavLink marks the current one with aria-current. */
export function HeaderNavLinks({ fullWidth = false, onNavigate }: HeaderNavLinksProps) {
  const { t } = useTranslation();
  return HEADER_LINKS.map(({ to, labelKey }) => (
    <Button
      key={to}
      component={NavLink}
      to={to}
      end
      onClick={onNavigate}
      variant="subtle"
      fullWidth={fullWidth}
      justify={fullWidth ? "flex-start" : "center"}
      className={`${classes.touchTarget} ${classes.navLink}`}
    >
      {t(labelKey)}
    </Button>
  ));
}
