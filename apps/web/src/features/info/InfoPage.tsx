import { Container, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

interface InfoPageProps {
  title: string;
  intro: string;
  children: ReactNode;
}

/** A page of plain information (pricing, terms, help…): its one h1, a lead paragraph, then its sections. */
export function InfoPage({ title, intro, children }: InfoPageProps) {
  return (
    <Container size="sm" py="xl">
      <Title order={1}>{title}</Title>
      <Text mt="sm" size="lg">
        {intro}
      </Text>
      <Stack gap="lg" mt="xl">
        {children}
      </Stack>
    </Container>
  );
}
