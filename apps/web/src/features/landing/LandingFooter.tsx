import { Anchor, Container, Stack, Text } from "@mantine/core";
import { Link } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { paths } from "../../app/paths";
import classes from "./LandingScreen.module.css";

/** The information pages, each its own route (SPEC §2 had them go nowhere). */
const INFO_LINKS = [
  { to: paths.howItWorks, labelKey: "landing.footer.howItWorks" },
  { to: paths.pricing, labelKey: "landing.footer.pricing" },
  { to: paths.help, labelKey: "landing.footer.helpCenter" },
  { to: paths.privacy, labelKey: "landing.footer.privacyPolicy" },
  { to: paths.terms, labelKey: "landing.footer.termsOfService" },
  { to: paths.contact, labelKey: "landing.footer.contact" },
] as const;

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
              {INFO_LINKS.map(({ to, labelKey }) => (
                <li key={to}>
                  <Anchor component={Link} to={to} className={classes.footerLink}>
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
