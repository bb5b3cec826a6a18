import { Button, Card, Container, Group, SimpleGrid, Text, ThemeIcon, Title } from "@mantine/core";
import { Link } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { paths } from "../../app/paths";
import { ACCENT_COLOR } from "../../app/theme/theme";
import { useAuth } from "../auth/session/useAuth";
import { ChatShieldIcon, LockIcon, ShieldCheckIcon } from "./FeatureIcons";
import { LandingFooter } from "./LandingFooter";
import classes from "./LandingScreen.module.css";

/** The three promises of SPEC §1, one card each. */
const FEATURES = [
  {
    titleKey: "landing.features.verified.title",
    bodyKey: "landing.features.verified.body",
    Icon: ShieldCheckIcon,
  },
  {
    titleKey: "landing.features.escrow.title",
    bodyKey: "landing.features.escrow.body",
    Icon: LockIcon,
  },
  {
    titleKey: "landing.features.communication.title",
    bodyKey: "landing.features.communication.body",
    Icon: ChatShieldIcon,
  },
] as const;

export function LandingScreen() {
  const { t } = useTranslation();
  const { isSignedIn } = useAuth();
  // A signed-in user (known from `me`, not just a stored token) has a request to follow; everyone else starts one.
  const primaryAction = isSignedIn
    ? { to: paths.dashboard, labelKey: "landing.hero.checkRequest" as const }
    : { to: paths.createLead, labelKey: "landing.hero.findInstallers" as const };

  return (
    <>
      <section className={classes.hero}>
        <Container>
          <Title order={1} className={classes.heroTitle}>
            {t("landing.hero.title")}
          </Title>
          <Text mt="lg" className={classes.heroSubtitle}>
            {t("landing.hero.subtitle")}
          </Text>
          <Group mt="xl" gap="md">
            <Button component={Link} to={primaryAction.to} size="lg" variant="white">
              {t(primaryAction.labelKey)}
            </Button>
            <Button component={Link} to={paths.signUp} size="lg" variant="outline" color="white">
              {t("landing.hero.becomeInstaller")}
            </Button>
          </Group>
        </Container>
      </section>

      <section className={classes.features} aria-labelledby="landing-features-heading">
        <Container>
          <Title order={2} id="landing-features-heading" mb="lg">
            {t("landing.features.heading")}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
            {FEATURES.map(({ titleKey, bodyKey, Icon }) => (
              <Card key={titleKey} withBorder padding="lg">
                <ThemeIcon size={48} radius="md" variant="light" color={ACCENT_COLOR}>
                  <Icon />
                </ThemeIcon>
                <Title order={3} size="h4" mt="md">
                  {t(titleKey)}
                </Title>
                <Text c="dimmed" mt="xs">
                  {t(bodyKey)}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
        </Container>
      </section>

      <LandingFooter />
    </>
  );
}
