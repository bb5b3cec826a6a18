import { Button } from "@mantine/core";
import { NavLink } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import classes from "./AppHeader.module.css";
import { Role } from "@uplink/domain";
import { useAuth } from "../../features/auth/session/useAuth";
import { ADMIN_HEADER_LINK, HEADER_LINKS } from "./headerLinks";

interface HeaderNavLinksProps {
  fullWidth?: boolean;
  onNavigate?: () => void;
}

/** 'For Customers', 'For Installers' and, for administrators, 'Admin'; NavLink marks the current one with aria-current. */
export function HeaderNavLinks({ fullWidth = false, onNavigate }: HeaderNavLinksProps) {
  const { t } = useTranslation();
  const { user } = useAuth();
  const links =
    user?.role === Role.ADMINISTRATOR ? [...HEADER_LINKS, ADMIN_HEADER_LINK] : HEADER_LINKS;
  return links.map(({ to, labelKey }) => (
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
