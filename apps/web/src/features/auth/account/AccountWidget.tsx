import { Avatar, Badge, Button, Card, Group, Skeleton, Stack, Text } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "../../../i18n/useTranslation";
import { paths } from "../../../app/paths";
import { useTRPC } from "../../../app/api/trpc";
import { signOut } from "../session/session";
import { useAuth } from "../session/useAuth";
import { fullName, initialsOf, ROLE_LABEL_KEYS } from "./userDisplay";

interface AccountWidgetProps {
  /** Narrow places: 'Sign Up' instead of 'Create Account'. */
  compact?: boolean;
  /** One more button beside the signed-out actions. */
  extraAction?: ReactNode;
}

/** The account widget of SPEC §2: who is signed in, or the ways to sign in. */
export function AccountWidget({ compact = false, extraAction }: AccountWidgetProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const trpc = useTRPC();
  const { user, isLoading, error } = useAuth();

  if (isLoading) {
    return (
      <Card withBorder padding="lg" aria-busy="true" aria-label={t("app.loading")}>
        <Group gap="md" wrap="nowrap">
          <Skeleton height={48} circle />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={14} width="60%" />
            <Skeleton height={12} width="80%" />
          </Stack>
        </Group>
      </Card>
    );
  }

  if (user) {
    return (
      <Card withBorder padding="lg">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar color="deepSpace" variant="filled" radius="xl" size={48} aria-hidden="true">
            {initialsOf(user)}
          </Avatar>
          <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
            <Text fw={600} truncate>
              {fullName(user)}
            </Text>
            <Text size="sm" c="dimmed" truncate>
              {user.email}
            </Text>
            <Badge variant="light" w="fit-content">
              {t(ROLE_LABEL_KEYS[user.role])}
            </Badge>
          </Stack>
        </Group>
        <Button
          variant="default"
          mt="md"
          mih={44}
          fullWidth
          onClick={() => void signOut(queryClient)}
        >
          {t("account.menu.signOut")}
        </Button>
      </Card>
    );
  }

  if (error) {
    return (
      <Card withBorder padding="lg" role="alert">
        <Text size="sm">{t("account.widget.fetchFailed")}</Text>
        <Button
          variant="light"
          mt="md"
          mih={44}
          onClick={() => void queryClient.refetchQueries(trpc.auth.me.queryFilter())}
        >
          {t("account.widget.retry")}
        </Button>
      </Card>
    );
  }

  return (
    <Card withBorder padding="lg">
      <Text size="sm" c="dimmed">
        {t("account.widget.signedOut")}
      </Text>
      <Group mt="md" gap="sm" grow>
        <Button component={Link} to={paths.signIn} variant="default" mih={44}>
          {t("header.signIn")}
        </Button>
        <Button component={Link} to={paths.signUp} mih={44}>
          {t(compact ? "account.widget.signUp" : "account.widget.createAccount")}
        </Button>
        {extraAction}
      </Group>
    </Card>
  );
}
