import { Anchor, Container, Stack, Text } from "@mantine/core";
import type { MouseEvent } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { paths } from "../../app/paths";
import classes from "./LandingScreen.module.css";

/** SPEC §2: these footer links go nowhere yet. */
const PLACEHOLDER_LINK_KEYS = [
  "landing.footer.howItWorks",
  "landing.footer.pricing",
  "landing.footer.helpCenter",
  "landing.footer.privacyPolicy",
  "landing.footer.termsOfService",
  "landing.footer.contact",
] as const;

function stayOnPage(event: MouseEvent) {
  event.preventDefault();
}

export function LandingFooter() {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <Container>
        <Stack gap="md">
          <div>
            <Text fw={800} size="lg">
              {t("app.brand")}
            </Text>
            <Text c="dimmed" size="sm">
              {t("landing.footer.tagline")}
            </Text>
          </div>
          <nav aria-label={t("landing.footer.navigation")}>
            <ul className={classes.footerLinks}>
              <li>
                <Anchor
                  component={Link}
                  to={paths.installerDashboard}
                  className={classes.footerLink}
                >
                  {t("landing.footer.forInstallers")}
                </Anchor>
              </li>
              {PLACEHOLDER_LINK_KEYS.map((labelKey) => (
                <li key={labelKey}>
                  <Anchor href="#" onClick={stayOnPage} className={classes.footerLink}>
                    {t(labelKey)}
                  </Anchor>
                </li>
              ))}
            </ul>
          </nav>
          <Text c="dimmed" size="sm">
            {t("landing.footer.copyright")}
          </Text>
        </Stack>
      </Container>
    </footer>
  );
}
