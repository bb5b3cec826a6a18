import { Stack, Title } from "@mantine/core";
import { useId, type ReactNode } from "react";

/** One titled part of an information page, named by its h2 for assistive technology. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Stack component="section" gap="xs" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
