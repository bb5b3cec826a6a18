import { Badge, Button, Card, Container, Group, Stack, Table, Text, Title } from "@mantine/core";
import { useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { useTranslation } from "../../i18n/useTranslation";
import { paths } from "../../app/paths";
import { AccountWidget } from "./account/AccountWidget";
import { useIdentityProvider } from "./identity/IdentityProvider";

function Flag({ value }: { value: boolean | null }) {
  const { t } = useTranslation();
  if (value === null)
    return (
      <Badge color="gray" variant="light">
        {t("auth.clerkTest.checking")}
      </Badge>
    );
  return (
    <Badge color={value ? "green" : "gray"} variant="light">
      {t(value ? "auth.clerkTest.yes" : "auth.clerkTest.no")}
    </Badge>
  );
}

/** /clerk-test: a diagnostic of the hosted sign-in provider (SPEC §2). */
export function ClerkTestScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const identity = useIdentityProvider();
  const { request, client } = identity;

  useEffect(() => request(), [request]);

  const flags = [
    { label: t("auth.clerkTest.loaded"), value: identity.status === "ready" },
    { label: t("auth.clerkTest.signedIn"), value: identity.isSignedIn },
    { label: t("auth.clerkTest.keyPresent"), value: identity.keyPresent },
    { label: t("auth.clerkTest.instanceAvailable"), value: client !== null },
  ];

  return (
    <Container py="xl" size={720}>
      <Title order={1}>{t("auth.clerkTest.title")}</Title>
      <Text c="dimmed" mt="xs">
        {t("auth.clerkTest.subtitle")}
      </Text>
      <Stack gap="lg" mt="lg">
        <Card withBorder padding="lg">
          <Table>
            <Table.Tbody>
              {flags.map(({ label, value }) => (
                <Table.Tr key={label}>
                  <Table.Th scope="row" fw={500}>
                    {label}
                  </Table.Th>
                  <Table.Td ta="right">
                    <Flag value={value} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group mt="md" gap="sm" grow>
            <Button
              mih={44}
              variant="light"
              onClick={() => (client ? client.openSignIn() : void navigate(paths.signIn))}
            >
              {t("auth.clerkTest.testSignIn")}
            </Button>
            <Button
              mih={44}
              variant="light"
              onClick={() => (client ? client.openSignUp() : void navigate(paths.signUp))}
            >
              {t("auth.clerkTest.testSignUp")}
            </Button>
          </Group>
        </Card>
        <AccountWidget compact />
      </Stack>
    </Container>
  );
}
