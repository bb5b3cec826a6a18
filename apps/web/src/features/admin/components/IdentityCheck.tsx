import { Stack, Text } from "@mantine/core";
import type { PendingInstaller } from "@uplink/domain";
import { useRuntimeConfig } from "../../../app/api/runtimeConfig";
import { useTranslation } from "../../../i18n/useTranslation";

/**
 * Whether the installer's identity was checked by the payment provider (issue 24), for
 * the administrator reviewing them. Simulated payments check nothing, which it says.
 */
export function IdentityCheck({ installer }: { installer: PendingInstaller }) {
  const { t } = useTranslation();
  const provider = useRuntimeConfig().data?.paymentProvider;
  const verification = installer.payoutVerification;
  let lines: string[];
  if (provider === "simulated") lines = [t("admin.identity.notChecked")];
  else if (verification === null) lines = [t("admin.identity.notStarted")];
  else if (verification.identityVerified) lines = [t("admin.identity.verified")];
  else {
    lines = [t("admin.identity.unverified")];
    if (verification.requirementsDue.length > 0) {
      lines.push(
        t("admin.identity.requirementsDue", { items: verification.requirementsDue.join(", ") }),
      );
    }
    if (verification.disabledReason) {
      lines.push(t("admin.identity.disabled", { reason: verification.disabledReason }));
    }
  }
  return (
    <Stack gap={2}>
      {lines.map((line) => (
        <Text size="sm" key={line}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** Approving this installer needs a confirmation: the provider has not verified who they are. */
export function identityUnverified(
  installer: PendingInstaller,
  provider: "simulated" | "stripe" | undefined,
): boolean {
  return provider === "stripe" && installer.payoutVerification?.identityVerified !== true;
}
