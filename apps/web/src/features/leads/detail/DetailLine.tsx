import { Text } from "@mantine/core";

/** One labelled fact of a lead, e.g. "Address: Hauptstraße 5, 10115 Berlin". */
export function DetailLine({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: "pre-wrap" }}>
      <Text span fw={600}>
        {label}:
      </Text>{" "}
      {value}
    </Text>
  );
}
