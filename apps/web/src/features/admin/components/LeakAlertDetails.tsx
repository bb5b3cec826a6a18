import { Anchor, Stack, Text } from "@mantine/core";
import type { ContactLeakDetails } from "@uplink/domain";
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { useTranslation } from "../../../i18n/useTranslation";
import { paths } from "../../../app/paths";

/**
 * What a leak_detection alert holds for administrators: the text as its writer wrote it,
 * as everyone else reads it, who wrote it and a link to the lead it was about.
 */
export function LeakAlertDetails({ details }: { details: ContactLeakDetails }) {
  const { t } = useTranslation();
  return (
    <Stack gap={4} component="dl" m={0}>
      <Field label={t("admin.alerts.originalText")}>{details.originalText}</Field>
      <Field label={t("admin.alerts.redactedText")}>{details.redactedText}</Field>
      <Field label={t("admin.alerts.sender")}>
        {details.sender?.name ?? t("admin.alerts.senderGone")}
      </Field>
      {details.leadId && (
        <Field label={t("admin.alerts.lead")}>
          <Anchor component={Link} to={`${paths.dashboard}?lead=${details.leadId}`}>
            {t("admin.alerts.viewLead")}
          </Anchor>
        </Field>
      )}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text
        size="sm"
        component="dd"
        m={0}
        style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}
      >
        {children}
      </Text>
    </div>
  );
}
