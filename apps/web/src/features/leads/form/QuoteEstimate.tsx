import { Alert, List, Text } from "@mantine/core";
import { useMemo } from "react";
import { useTranslation } from "../../../i18n/useTranslation";
import { formatValue } from "../leadFormat";
import { quoteLineText } from "./quoteLineText";
import { quoteOfRequest, type QuotedWords } from "./quoteOfRequest";

interface QuoteEstimateProps {
  words: QuotedWords;
  photosCount: number;
}

/**
 * The price the quote engine gives the request as the customer types (issue 11): a priced
 * request is accepted at this price, so posting it is the customer's consent to it. An
 * unpriced one takes offers instead, and nothing is paid before the customer accepts one.
 */
export function QuoteEstimate({ words, photosCount }: QuoteEstimateProps) {
  const { t } = useTranslation();
  const { description, specialRequirements } = words;
  const quote = useMemo(
    () => quoteOfRequest({ description, specialRequirements }, photosCount),
    [description, specialRequirements, photosCount],
  );

  // A status region, so screen readers hear the new price without losing their place.
  return (
    <Alert role="status" variant="light" color={quote.valueEuros === null ? "gray" : "blue"}>
      {quote.valueEuros === null ? (
        <Text size="sm">{t("leads.form.offersInstead")}</Text>
      ) : (
        <>
          <Text size="sm" fw={600}>
            {t("leads.form.estimate", { value: formatValue(quote.valueEuros) })}
          </Text>
          <List size="xs" mt="xs" c="dimmed">
            {quote.lines.map((line) => (
              <List.Item key={line.label}>
                {t("leads.form.estimateLine", {
                  label: quoteLineText(line),
                  value: formatValue(line.euros),
                })}
              </List.Item>
            ))}
          </List>
        </>
      )}
    </Alert>
  );
}
