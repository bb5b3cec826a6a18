import { Container, Paper, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface AuthScreenLayoutProps {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Links under the card, e.g. to sign up or back to sign in. */
  footer?: ReactNode;
}

/** The narrow, centred card every account screen uses, with the screen's one h1 above it. */
export function AuthScreenLayout({ title, subtitle, children, footer }: AuthScreenLayoutProps) {
  return (
    <Container size={460} py="xl" px="md">
      <Title order={1} ta="center" size="h2">
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" ta="center" mt="xs">
          {subtitle}
        </Text>
      )}
      <Paper withBorder shadow="sm" radius="md" p={{ base: "md", xs: "lg" }} mt="lg">
        {children}
      </Paper>
      {footer && (
        <Text ta="center" mt="md" size="sm">
          {footer}
        </Text>
      )}
    </Container>
  );
}
