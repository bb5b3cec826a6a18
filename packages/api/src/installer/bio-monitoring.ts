import type { Transaction } from "kysely";
import type { Database } from "@uplink/db";
import { said } from "@uplink/domain";
import type { SessionUser } from "../auth/sessions";
import type { ScreenedText } from "../conversation/contact-monitoring";
import { alertDescription } from "../i18n/kept-text";

/**
 * After a bio that lost contact details is stored (issue 25): a leak_detection alert
 * with the original and the text others read, as for a chat message, but about no lead:
 * a profile is the installer's, not a request's. A bio that lost nothing raises nothing.
 */
export async function reportBioLeak(
  trx: Transaction<Database>,
  installer: SessionUser,
  screened: ScreenedText,
): Promise<void> {
  if (screened.kinds.length === 0) return;
  await trx
    .insertInto("alerts")
    .values({
      type: "leak_detection",
      ...alertDescription(said.trust.bioLeakAlert(`${installer.firstName} ${installer.lastName}`)),
      details: {
        originalText: screened.original,
        redactedText: screened.text,
        kinds: screened.kinds,
        place: screened.place,
        userId: installer.id,
      },
      userId: installer.id,
    })
    .execute();
}
