import { Anchor, Burger, Group } from "@mantine/core";
import { Link } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { paths } from "../paths";
import { HeaderAccount } from "./AccountActions";
import classes from "./AppHeader.module.css";

import { HeaderNavLinks } from "./HeaderNavLinks";
import { LanguageSelect } from "./LanguageSelect";

interface AppHeaderProps {
  mobileNavId: string;
  mobileNavOpened: boolean;
  onToggleMobileNav: () => void;
}

/** The header of SPEC §2 on every screen; below the `sm` breakpoint its links move into the burger menu. */
export function AppHeader({ mobileNavId, mobileNavOpened, onToggleMobileNav }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        <Burger
          opened={mobileNavOpened}
          onClick={onToggleMobileNav}
          hiddenFrom="sm"
          size="sm"
          className={classes.touchTarget}
          aria-label={t(mobileNavOpened ? "header.closeNavigation" : "header.openNavigation")}
          aria-expanded={mobileNavOpened}
          aria-controls={mobileNavId}
        />
        <Anchor component={Link} to={paths.landing} className={classes.brand}>
          {t("app.brand")}
        </Anchor>
      </Group>
      <Group component="nav" aria-label={t("header.navigation")} gap="xs" visibleFrom="sm">
        <HeaderNavLinks />
      </Group>
      <Group gap="xs" wrap="nowrap">
        <LanguageSelect />
        <HeaderAccount />
      </Group>
    </Group>
  );
}
