import { Badge, Container, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useParams } from "react-router-dom";
import type { RouterOutputs } from "@uplink/api";
import { formatLocale } from "../../i18n/formats";
import { useTranslation } from "../../i18n/useTranslation";
import { useInstallerProfile } from "./api/queries";
import { InviteToQuoteButton } from "./InviteToQuoteButton";
import { RatingText } from "./RatingText";

type Profile = RouterOutputs["installers"]["profile"];

/** The name a profile goes by: the company, else the first name and the last name's initial. */
function displayNameOf(profile: Profile): string {
  return profile.companyName ?? `${profile.firstName} ${profile.lastInitial}`;
}

/** /installers/:id: who is coming, as far as a stranger may know, and what customers said. */
export function InstallerProfileScreen() {
  const { id = "" } = useParams();
  const { t } = useTranslation();
  const { data, isError, isPending } = useInstallerProfile(id);
  const name = data ? displayNameOf(data) : undefined;
  useEffect(() => {
    if (name) document.title = `${name} · ${t("app.brand")}`;
  }, [name, t]);

  if (isPending) return null;
  if (isError) {
    return (
      <Container size="sm" py="xl">
        <Title order={1}>{t("titles.installerProfile")}</Title>
        <Text mt="md">{t("installers.profile.unavailable")}</Text>
      </Container>
    );
  }
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm">
        <Group gap="sm">
          <Title order={1}>{name}</Title>
          {data.verified && <Badge color="green">{t("installers.profile.verified")}</Badge>}
        </Group>
        {data.bio && <Text style={{ whiteSpace: "pre-wrap" }}>{data.bio}</Text>}
        <ProfileFacts profile={data} />
        <Group>
          <InviteToQuoteButton installerId={data.id} />
        </Group>
        <Title order={2} size="h3" mt="lg">
          {t("installers.profile.reviews")}
        </Title>
        {data.reviews.length === 0 && <Text>{t("installers.profile.noReviews")}</Text>}
        {data.reviews.map((review) => (
          <Paper key={review.id} withBorder p="md" component="article">
            <Text fw={600}>{t("installers.profile.stars", { rating: review.rating })}</Text>
            <Text style={{ whiteSpace: "pre-wrap" }}>{review.text}</Text>
            {review.reply && (
              <Text mt="xs" size="sm">
                {t("installers.profile.reply", { reply: review.reply })}
              </Text>
            )}
          </Paper>
        ))}
      </Stack>
    </Container>
  );
}

function ProfileFacts({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const since = new Intl.DateTimeFormat(formatLocale(), { year: "numeric", month: "long" }).format(
    new Date(profile.memberSince),
  );
  return (
    <Stack gap={4}>
      <RatingText rating={profile.rating} />
      <Text>{t("installers.profile.jobsDone", { count: profile.completedJobs })}</Text>
      {profile.serviceCity && profile.serviceRadiusKm !== null && (
        <Text>
          {t("installers.profile.area", {
            city: profile.serviceCity,
            radius: profile.serviceRadiusKm,
          })}
        </Text>
      )}
      <Text>{t("installers.profile.memberSince", { date: since })}</Text>
    </Stack>
  );
}
