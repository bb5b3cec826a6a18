import {
  Anchor,
  Button,
  Container,
  Group,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useState } from "react";
import { Link } from "react-router-dom";
import { errorMessageOf } from "../../app/api/errorMessage";
import { CountrySelect } from "../countries/CountrySelect";
import { defaultCountry } from "../countries/defaultCountry";
import { formatLocale } from "../../i18n/formats";
import { useTranslation } from "../../i18n/useTranslation";
import { useInstallerDirectory, type DirectorySearch } from "./api/queries";
import { InviteToQuoteButton } from "./InviteToQuoteButton";
import { RatingText } from "./RatingText";

/** /installers: "Find an installer" near a town, with their rating and distance, linking to profiles. */
export function FindInstallerScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useState<DirectorySearch | null>(null);
  const form = useForm<DirectorySearch>({
    initialValues: { near: "", country: defaultCountry(null), radiusKm: 0 },
  });
  const results = useInstallerDirectory(search);
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{t("installers.find.title")}</Title>
      <Text mt="sm">{t("installers.find.intro")}</Text>
      <form
        onSubmit={form.onSubmit((values) => setSearch({ ...values, near: values.near.trim() }))}
      >
        <Stack gap="sm" mt="lg">
          <TextInput required label={t("installers.find.town")} {...form.getInputProps("near")} />
          <CountrySelect
            inputProps={form.getInputProps("country")}
            onChange={(country) => form.setFieldValue("country", country)}
          />
          <NumberInput
            label={t("installers.find.radius")}
            min={0}
            max={500}
            allowDecimal={false}
            {...form.getInputProps("radiusKm")}
          />
          <Group>
            <Button type="submit">{t("installers.find.search")}</Button>
          </Group>
        </Stack>
      </form>
      {results.isError && (
        <Text c="red" mt="md" role="alert">
          {errorMessageOf(results.error, t("installers.find.failed"))}
        </Text>
      )}
      {results.data && (
        <Stack gap="sm" mt="xl" component="section" aria-label={t("installers.find.results")}>
          {results.data.length === 0 && <Text>{t("installers.find.none")}</Text>}
          {results.data.map((installer) => (
            <Paper key={installer.id} withBorder p="md">
              <Anchor component={Link} to={`/installers/${installer.id}`} fw={600}>
                {installer.companyName ?? `${installer.firstName} ${installer.lastInitial}`}
              </Anchor>
              <RatingText size="sm" rating={installer.rating} />
              <Text size="sm">
                {t("installers.find.distance", {
                  distance: installer.distanceKm.toLocaleString(formatLocale()),
                  city: installer.serviceCity ?? "",
                })}
              </Text>
              <Group mt="xs">
                <InviteToQuoteButton installerId={installer.id} />
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </Container>
  );
}
