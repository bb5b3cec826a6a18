import { Container, Skeleton, Stack, Text, Title } from "@mantine/core";
import { Role } from "@uplink/domain";
import type { ReactNode } from "react";
import { useAuth } from "../../auth/session/useAuth";

interface AdminGateProps {
  /** What anyone but an administrator reads instead. */
  deniedTitle: string;
  deniedMessage: string;
  /** Rendered (and so its queries run) only for an administrator (SPEC §6). */
  children: ReactNode;
}

/** An admin screen's gate: a sketch while the session loads, then the screen or a refusal. */
export function AdminGate({ deniedTitle, deniedMessage, children }: AdminGateProps) {
  const auth = useAuth();
  if (auth.isLoading) {
    return (
      <Container size="lg" py="xl">
        <Skeleton height={36} width="40%" />
      </Container>
    );
  }
  if (auth.user?.role !== Role.ADMINISTRATOR) {
    return <AccessNotice title={deniedTitle} message={deniedMessage} />;
  }
  return <>{children}</>;
}

/** What a signed-out visitor or a non-administrator sees instead of an admin screen. */
function AccessNotice({ title, message }: { title: string; message: string }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm">
        <Title order={1}>{title}</Title>
        <Text>{message}</Text>
      </Stack>
    </Container>
  );
}
