import { z } from "zod";
import { addressInputSchema } from "../address";
import {
  CITY_MAX_LENGTH,
  COMPLETION_CAPTION_MAX_LENGTH,
  EDIT_LEAD_MINIMUMS,
  LEAD_DESCRIPTION_MAX_LENGTH,
  LEAD_TITLE_MAX_LENGTH,
  MAX_LEAD_VALUE_EUROS,
  MAX_PHOTOS_PER_REQUEST,
  MIN_COMPLETION_PHOTOS,
  POSTAL_CODE_MAX_LENGTH,
  REVISION_FEEDBACK_MAX_LENGTH,
  SPECIAL_REQUIREMENTS_MAX_LENGTH,
  STREET_MAX_LENGTH,
} from "../constants";
import type { CountryCode } from "../countries";
import { TIME_RANGES } from "../enums";
import { fieldMessage, validation } from "./field-message";
import { said } from "../messages";
import {
  clearable,
  id,
  isoDate,
  isoDateOrDateTime,
  optionalTextOfAtMost,
  photoIdList,
  photoList,
  requiredText,
  text,
  textOfAtLeast,
} from "./fields";
import {
  countryChoice,
  countryCode,
  optionalCountry,
  postalCodeFitsCountry,
  whenValid,
} from "./country-fields";

const timeRange = z.enum(TIME_RANGES, validation.timeRangeRequired);

interface PreferredDates {
  preferredStartDate?: string | null | undefined;
  preferredEndDate?: string | null | undefined;
}

function endNotBeforeStart({ preferredStartDate, preferredEndDate }: PreferredDates): boolean {
  // ISO calendar dates order correctly as text.
  return !preferredStartDate || !preferredEndDate || preferredEndDate >= preferredStartDate;
}

interface PhotosOfPayload {
  photos?: readonly string[] | undefined;
  photoIds?: readonly string[] | undefined;
}

/** The photos a payload names, as data URLs and by upload id together. */
function photoCount({ photos = [], photoIds = [] }: PhotosOfPayload): number {
  return photos.length + photoIds.length;
}

function atMostTenPhotos(payload: PhotosOfPayload): boolean {
  return photoCount(payload) <= MAX_PHOTOS_PER_REQUEST;
}

const tooManyPhotos = { path: ["photos"], ...validation.photosTooMany };

const bothDates = z.object({ preferredStartDate: isoDate, preferredEndDate: isoDate });

/** Checked as soon as both dates are valid, whatever else is still missing. */
const dateOrder = {
  path: ["preferredEndDate"],
  ...validation.endDateBeforeStart,
  when: (payload: { value: unknown }) => bothDates.safeParse(payload.value).success,
};

/** A date field of the edit form, which may be left empty. */
const optionalFormDate = z.union([isoDate, z.literal("")]).optional();

/* The free text of a lead, each held to its maximum (constants.ts) with its own message. */

const title = requiredText(validation.titleRequired).max(
  LEAD_TITLE_MAX_LENGTH,
  validation.titleTooLong,
);
const optionalDescription = optionalTextOfAtMost(
  LEAD_DESCRIPTION_MAX_LENGTH,
  validation.descriptionTooLong,
  "multi-line",
);
const editedDescription = textOfAtLeast(
  EDIT_LEAD_MINIMUMS.description,
  validation.descriptionMin,
  "multi-line",
).max(LEAD_DESCRIPTION_MAX_LENGTH, validation.descriptionTooLong);
const specialRequirements = optionalTextOfAtMost(
  SPECIAL_REQUIREMENTS_MAX_LENGTH,
  validation.specialRequirementsTooLong,
  "multi-line",
);

/* Forms: `address` is the street line; city, postal code and country are their own fields. */

/** The form's postal code fits its country, checked as soon as both are given. */
function formPostalCodeFitsCountry(postalCode: z.ZodType<string>) {
  return postalCodeFitsCountry(
    (form: { country?: CountryCode | ""; postalCode: string }) => form,
    ["postalCode"],
    whenValid({ country: countryCode, postalCode }),
  );
}

const createFormPostalCode = requiredText(validation.postalCodeRequired).max(
  POSTAL_CODE_MAX_LENGTH,
  validation.postalCodeTooLong,
);
const editFormPostalCode = textOfAtLeast(
  EDIT_LEAD_MINIMUMS.postalCode,
  validation.postalCodeRequired,
).max(POSTAL_CODE_MAX_LENGTH, validation.postalCodeTooLong);

export const createLeadFormSchema = z
  .object({
    address: requiredText(validation.addressRequired).max(
      STREET_MAX_LENGTH,
      validation.streetTooLong,
    ),
    city: requiredText(validation.cityRequired).max(CITY_MAX_LENGTH, validation.cityTooLong),
    postalCode: createFormPostalCode,
    /** Required of new requests made in the form; the API takes requests without one. */
    country: countryCode,
    preferredStartDate: requiredText(validation.startDateRequired).pipe(isoDate),
    preferredEndDate: requiredText(validation.endDateRequired).pipe(isoDate),
    timeRange,
    description: optionalDescription,
    specialRequirements,
    photos: photoList.optional(),
  })
  .refine(endNotBeforeStart, dateOrder)
  .check(formPostalCodeFitsCountry(createFormPostalCode));
export type CreateLeadFormValues = z.infer<typeof createLeadFormSchema>;

export const editLeadFormSchema = z
  .object({
    description: editedDescription,
    address: textOfAtLeast(EDIT_LEAD_MINIMUMS.address, validation.addressRequired).max(
      STREET_MAX_LENGTH,
      validation.streetTooLong,
    ),
    city: textOfAtLeast(EDIT_LEAD_MINIMUMS.city, validation.cityRequired).max(
      CITY_MAX_LENGTH,
      validation.cityTooLong,
    ),
    postalCode: editFormPostalCode,
    /** Blank for a request made before countries were asked for, until one is chosen. */
    country: countryChoice.optional(),
    preferredStartDate: optionalFormDate,
    preferredEndDate: optionalFormDate,
    timeRange: z.union([timeRange, z.literal("")]).optional(),
    specialRequirements,
    photos: photoList.optional(),
  })
  .refine(endNotBeforeStart, dateOrder)
  .check(formPostalCodeFitsCountry(editFormPostalCode));
export type EditLeadFormValues = z.infer<typeof editLeadFormSchema>;

/* Payloads of POST and PUT /api/workflow/leads. */

/**
 * A payload naming both a country and an address: the address's postal code fits the
 * country. (The service checks a country or an address given alone against the stored one.)
 */
const payloadPostalCodeFitsCountry = postalCodeFitsCountry(
  (payload: {
    country?: CountryCode | undefined;
    address?: { postalCode: string } | undefined;
  }) => ({
    country: payload.country,
    postalCode: payload.address?.postalCode,
  }),
  ["address", "postalCode"],
);

export const leadCreatePayloadSchema = z
  .object({
    title: title.optional(),
    description: optionalDescription,
    address: addressInputSchema,
    /**
     * The address's country. Optional here, for the documented REST body has none (SPEC
     * §7); the web form asks for it. When given, the postal code must fit it.
     */
    country: optionalCountry,
    scheduledAt: isoDateOrDateTime.optional(),
    preferredStartDate: isoDate.optional(),
    preferredEndDate: isoDate.optional(),
    timeRange: timeRange.optional(),
    specialRequirements,
    photos: photoList.optional(),
    photoIds: photoIdList.optional(),
  })
  .refine(endNotBeforeStart, dateOrder)
  .refine(atMostTenPhotos, tooManyPhotos)
  .check(payloadPostalCodeFitsCountry);
export type LeadCreatePayload = z.infer<typeof leadCreatePayloadSchema>;

const leadUpdateFields = {
  title: title.optional(),
  description: editedDescription.optional(),
  address: addressInputSchema.optional(),
  /** Changes the address's country; once named it is not cleared. */
  country: countryCode.optional(),
  scheduledAt: clearable(isoDateOrDateTime),
  preferredStartDate: clearable(isoDate),
  preferredEndDate: clearable(isoDate),
  timeRange: clearable(timeRange),
  specialRequirements: clearable(
    text("multi-line").max(SPECIAL_REQUIREMENTS_MAX_LENGTH, validation.specialRequirementsTooLong),
  ),
  photos: photoList.optional(),
  photoIds: photoIdList.optional(),
};

/** Every field is optional: absent leaves it alone, null or "" clears a clearable one. */
export const leadUpdatePayloadSchema = z
  .object(leadUpdateFields)
  .refine(endNotBeforeStart, dateOrder)
  .refine(atMostTenPhotos, tooManyPhotos)
  .check(payloadPostalCodeFitsCountry);
export type LeadUpdatePayload = z.infer<typeof leadUpdatePayloadSchema>;

/* Inputs naming a lead by its id (the {id} of the REST path). */

export const leadIdInput = z.object({ id });
export type LeadIdInput = z.infer<typeof leadIdInput>;

/** The update payload with the lead's id, for the procedure behind PUT /workflow/leads/{id}. */
export const leadUpdateInput = z
  .object({ id, ...leadUpdateFields })
  .refine(endNotBeforeStart, dateOrder)
  .refine(atMostTenPhotos, tooManyPhotos)
  .check(payloadPostalCodeFitsCountry);
export type LeadUpdateInput = z.infer<typeof leadUpdateInput>;

/** An installer may name a price (euros) when accepting a lead the quote engine could not price. */
export const acceptLeadInput = z.object({
  id,
  value: z
    .number(validation.valueInvalid)
    .min(0.01, validation.valueInvalid)
    .max(MAX_LEAD_VALUE_EUROS, validation.valueInvalid)
    .optional(),
});
export type AcceptLeadInput = z.infer<typeof acceptLeadInput>;

export const revisionSchema = z.object({
  feedback: requiredText(validation.feedbackRequired, "multi-line").max(
    REVISION_FEEDBACK_MAX_LENGTH,
    validation.feedbackTooLong,
  ),
});
export type RevisionInput = z.infer<typeof revisionSchema>;

/**
 * A yes/no of a typed call (a boolean) or of a query string ("true" or "false"). One
 * pipe rather than a union of the two, which the REST surface could not read from a
 * query; and not z.coerce.boolean(), which reads "false" as true.
 */
const flag = z
  .union([z.boolean(), z.enum(["true", "false"])])
  .transform((answer) => answer === true || answer === "true");

/** GET /workflow/leads: a page of the dashboard's leads, newest first. */
export const leadListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).optional(),
  /** The id of the last lead of the previous page. */
  cursor: id.optional(),
  /**
   * Installers: only the requests within their service radius (and those whose town is
   * not known). Without a service area that could be placed it changes nothing.
   */
  inArea: flag.optional(),
});
export type LeadListQuery = z.infer<typeof leadListQuery>;

/** POST /workflow/leads/{id}/revision. */
export const leadRevisionInput = z.object({ id, ...revisionSchema.shape });
export type LeadRevisionInput = z.infer<typeof leadRevisionInput>;

/**
 * POST /workflow/leads/{id}/done: the photos, as data URLs (`photos`) or uploaded
 * beforehand (`photoIds`), at least MIN_COMPLETION_PHOTOS of them together, and a
 * caption for each by position (the `photos` first, then the `photoIds`).
 */
export const completionSubmissionInput = z
  .object({
    id,
    photos: photoList.optional(),
    photoIds: photoIdList.optional(),
    captions: z
      .array(text().max(COMPLETION_CAPTION_MAX_LENGTH, validation.captionTooLong).nullable())
      .max(MAX_PHOTOS_PER_REQUEST, validation.photosTooMany)
      .optional(),
  })
  .refine((payload) => photoCount(payload) >= MIN_COMPLETION_PHOTOS, {
    path: ["photos"],
    ...fieldMessage(said.errors.completionPhotosRequired),
  })
  .refine(atMostTenPhotos, tooManyPhotos);
export type CompletionSubmissionInput = z.infer<typeof completionSubmissionInput>;
