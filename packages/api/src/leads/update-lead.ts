import {
  eurosToCents,
  quoteInstallation,
  type Lead,
  type ContactLeakPlace,
  type LeadUpdateInput,
  said,
} from "@uplink/domain";
import type { LeadUpdate } from "@uplink/db";
import { recordActivity } from "../activity/record-activity";
import type { SessionUser } from "../auth/sessions";
import type { ApiDeps } from "../context";
import {
  reportContactLeaks,
  screenText,
  type ScreenedText,
} from "../conversation/contact-monitoring";
import { countryOf, postalCodeOf } from "../countries/country-values";
import { pointOf } from "../places/point-of";
import { BadRequest } from "../errors";
import { findLead } from "./lead-access";
import { assertEditable } from "./lead-editable";
import { assertOwnLead } from "./lead-permissions";
import { withRejectionsRecorded } from "../photos/photo-rejections";
import { takePhotoUploads } from "../photos/photo-uploads";
import { ingestPhotos, insertLeadPhotos } from "./lead-photos";
import { assertStartNotInPast } from "./preferred-dates";
import { toLead } from "./to-lead";

/**
 * The customer edits their own NEW request (SPEC §2 Edit request). Absent fields stay,
 * null or blank clears the optional ones; new property photos (data URLs, or the
 * customer's own uploads by id) are added to those already there. A changed description is priced again, as the customer will see it.
 * Installers read the title, description and special requirements, so they are
 * monitored as at creation.
 */
export async function updateLead(
  deps: ApiDeps,
  customer: SessionUser,
  { id, photos = [], photoIds = [], ...fields }: LeadUpdateInput,
): Promise<Lead> {
  const current = await findLead(deps.db, id);
  assertOwnLead(current, customer);
  assertEditable(current, "edit");
  if (fields.preferredStartDate) assertStartNotInPast(fields.preferredStartDate);
  const stored = await withRejectionsRecorded(deps, customer, () => ingestPhotos(photos));
  // A new town or country places the request again: found before the row is locked.
  const movedTo = (lead: { city: string; country: string | null }) => ({
    city: fields.address?.city ?? lead.city,
    country: fields.country ?? lead.country,
  });
  const moves = fields.address !== undefined || fields.country !== undefined;
  const place = movedTo(current);
  const point = moves ? await pointOf(deps, place) : null;

  const updated = await deps.db.transaction().execute(async (trx) => {
    const lead = await findLead(trx, id, { forUpdate: true });
    assertOwnLead(lead, customer);
    assertEditable(lead, "edit");

    const change: LeadUpdate = {};
    const screened: ScreenedText[] = [];
    const screen = (place: ContactLeakPlace, text: string) => {
      const result = screenText(place, text);
      screened.push(result);
      return result.text;
    };
    if (fields.title !== undefined) change.title = screen("lead_title", fields.title);
    if (fields.description !== undefined) {
      change.description = screen("lead_description", fields.description);
    }
    if (fields.address !== undefined) {
      change.street = fields.address.street;
      change.city = fields.address.city;
      change.postalCode = fields.address.postalCode;
    }
    // A new country or postal code is held to the other, given or stored; a request
    // made without a country keeps taking any postal code until one is named.
    const country = fields.country ?? countryOf(lead.country);
    if (country !== null && (fields.country !== undefined || fields.address !== undefined)) {
      change.country = country;
      change.postalCode = postalCodeOf(country, change.postalCode ?? lead.postalCode);
    }
    if (point) {
      const now = movedTo(lead);
      // Edited meanwhile (another tab): placed again, for the town it now names.
      const stillSo = now.city === place.city && now.country === place.country;
      Object.assign(change, stillSo ? point : await pointOf(deps, now));
    }
    if (fields.scheduledAt !== undefined) {
      change.scheduledAt = fields.scheduledAt === null ? null : new Date(fields.scheduledAt);
    }
    if (fields.preferredStartDate !== undefined) {
      change.preferredStartDate = fields.preferredStartDate;
    }
    if (fields.preferredEndDate !== undefined) change.preferredEndDate = fields.preferredEndDate;
    if (fields.timeRange !== undefined) change.timeRange = fields.timeRange;
    if (fields.specialRequirements !== undefined) {
      change.specialRequirements =
        fields.specialRequirements === null
          ? null
          : screen("special_requirements", fields.specialRequirements);
    }

    // One date may change while the other is the stored one: check the pair as stored.
    const start = change.preferredStartDate ?? lead.preferredStartDate;
    const end = change.preferredEndDate ?? lead.preferredEndDate;
    if (
      change.preferredStartDate !== null &&
      change.preferredEndDate !== null &&
      start &&
      end &&
      end < start
    ) {
      throw new BadRequest(said.validation.endDateBeforeStart);
    }

    if (change.description !== undefined || change.specialRequirements !== undefined) {
      const quote = quoteInstallation({
        description: change.description ?? lead.description,
        specialRequirements:
          change.specialRequirements === undefined
            ? lead.specialRequirements
            : change.specialRequirements,
        photosCount: stored.length + photoIds.length,
      });
      change.valueCents = quote.valueEuros === null ? null : eurosToCents(quote.valueEuros);
    }

    const row =
      Object.keys(change).length === 0
        ? lead
        : await trx
            .updateTable("leads")
            .set(change)
            .where("id", "=", id)
            .returningAll()
            .executeTakeFirstOrThrow();
    const uploaded = await takePhotoUploads(trx, customer.id, photoIds);
    await insertLeadPhotos(
      trx,
      deps.photoStore,
      id,
      "property",
      customer.id,
      [...stored, ...uploaded].map((photo) => ({ photo })),
    );
    await reportContactLeaks(trx, customer, { lead: row, warning: null }, screened);
    await recordActivity(trx, {
      kind: "lead_updated",
      said: said.activity.leadUpdated(row.title, `${customer.firstName} ${customer.lastName}`),
      actorId: customer.id,
      subjectIds: [customer.id],
      leadId: id,
    });
    return row;
  });
  return toLead(updated, customer);
}
