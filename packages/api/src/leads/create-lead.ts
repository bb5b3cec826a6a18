import {
  DEFAULT_LEAD_DESCRIPTION,
  eurosToCents,
  leadTitle,
  quoteInstallation,
  type Lead,
  type LeadCreatePayload,
  said,
} from "@uplink/domain";
import { recordActivity } from "../activity/record-activity";
import { postalCodeOf } from "../countries/country-values";
import { pointOf } from "../places/point-of";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import { reportContactLeaks, screenText } from "../conversation/contact-monitoring";
import { withRejectionsRecorded } from "../photos/photo-rejections";
import { takePhotoUploads } from "../photos/photo-uploads";
import { ingestPhotos, insertLeadPhotos } from "./lead-photos";
import { assertStartNotInPast } from "./preferred-dates";
import { toLead } from "./to-lead";

/**
 * A customer's new installation request (SPEC §2, §9): titled after its city unless
 * named, described by default, priced by the quote engine (null when it says too
 * little), with its property photos all checked first, so a refused photo leaves
 * neither a lead nor a file behind; photos uploaded beforehand (photoIds) must be the
 * customer's own unexpired uploads, each taken once. Installers read its title, description and special
 * requirements, so contact details in them are replaced before they are stored (the
 * customer sees what installers see) and administrators are alerted.
 */
export async function createLead(
  deps: ApiDeps,
  customer: SessionUser,
  payload: LeadCreatePayload,
): Promise<Lead> {
  assertStartNotInPast(payload.preferredStartDate);
  const photos = await withRejectionsRecorded(deps, customer, () =>
    ingestPhotos(payload.photos ?? []),
  );
  const title = screenText("lead_title", payload.title ?? leadTitle(payload.address.city));
  const description = screenText(
    "lead_description",
    payload.description ?? DEFAULT_LEAD_DESCRIPTION,
  );
  const specialRequirements =
    payload.specialRequirements == null
      ? null
      : screenText("special_requirements", payload.specialRequirements);
  const quote = quoteInstallation({
    description: description.text,
    specialRequirements: specialRequirements?.text,
    photosCount: photos.length + (payload.photoIds?.length ?? 0),
  });

  // Placed now, once, so that the installers' lists measure no distance of their own.
  const point = await pointOf(deps, { country: payload.country, city: payload.address.city });

  const lead = await deps.db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto("leads")
      .values({
        customerId: customer.id,
        title: title.text,
        description: description.text,
        street: payload.address.street,
        city: payload.address.city,
        // Written the country's way when the customer named one ("1012ab" → "1012 AB").
        postalCode: payload.country
          ? postalCodeOf(payload.country, payload.address.postalCode)
          : payload.address.postalCode,
        country: payload.country ?? null,
        ...point,
        valueCents: quote.valueEuros === null ? null : eurosToCents(quote.valueEuros),
        preferredStartDate: payload.preferredStartDate ?? null,
        preferredEndDate: payload.preferredEndDate ?? null,
        timeRange: payload.timeRange ?? null,
        specialRequirements: specialRequirements?.text ?? null,
        scheduledAt: payload.scheduledAt ? new Date(payload.scheduledAt) : null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const uploaded = await takePhotoUploads(trx, customer.id, payload.photoIds ?? []);
    await insertLeadPhotos(
      trx,
      deps.photoStore,
      row.id,
      "property",
      customer.id,
      [...photos, ...uploaded].map((photo) => ({ photo })),
    );
    await reportContactLeaks(trx, customer, { lead: row, warning: null }, [
      title,
      description,
      ...(specialRequirements ? [specialRequirements] : []),
    ]);
    await recordActivity(trx, {
      kind: "lead_created",
      said: said.activity.leadCreated(row.title, `${customer.firstName} ${customer.lastName}`),
      actorId: customer.id,
      subjectIds: [customer.id],
      leadId: row.id,
    });
    return row;
  });
  return toLead(lead, customer);
}
