import { z } from "zod";
import {
  BIO_MAX_LENGTH,
  CITY_MAX_LENGTH,
  COMPANY_NAME_MAX_LENGTH,
  POSTAL_CODE_MAX_LENGTH,
  SERVICE_RADIUS_KM_MAX,
  SERVICE_RADIUS_KM_MIN,
} from "../constants";
import { validation } from "./field-message";
import { COUNTRY_CODES } from "../countries";
import { countryChoice, optionalCountry, postalCodeFitsCountry, whenValid } from "./country-fields";
import { optionalPhoneNumber, phoneFitsCountry } from "./country-phone-fields";
import { optionalTextOfAtMost, requiredText } from "./fields";

/** POST /api/installer/onboard. */
export const installerProfileSchema = z
  .object({
    companyName: requiredText(validation.companyNameRequired).max(
      COMPANY_NAME_MAX_LENGTH,
      validation.companyNameTooLong,
    ),
    bio: optionalTextOfAtMost(BIO_MAX_LENGTH, validation.bioTooLong, "multi-line"),
    servicePostalCode: requiredText(validation.postalCodeRequired).max(
      POSTAL_CODE_MAX_LENGTH,
      validation.postalCodeTooLong,
    ),
    serviceRadiusKm: z
      .number(validation.serviceRadiusRange)
      .int(validation.serviceRadiusRange)
      .min(SERVICE_RADIUS_KM_MIN, validation.serviceRadiusRange)
      .max(SERVICE_RADIUS_KM_MAX, validation.serviceRadiusRange),
    /**
     * The town the service area is centred on, which places it on the map (the gazetteer
     * finds towns, not postal codes). Optional for profiles made before it was asked for:
     * without it, or when its town is not found, jobs are not ordered by distance.
     */
    serviceCity: optionalTextOfAtMost(CITY_MAX_LENGTH, validation.cityTooLong),
    phone: optionalPhoneNumber,
    /**
     * The country of the service postal code and the phone number. Optional for profiles
     * made before countries were asked for; when given, both must be the country's.
     */
    country: optionalCountry,
  })
  .check(
    postalCodeFitsCountry(
      ({ country, servicePostalCode }) => ({ country, postalCode: servicePostalCode }),
      ["servicePostalCode"],
    ),
  )
  .check(phoneFitsCountry((profile) => profile, ["phone"]));
export type InstallerProfileInput = z.infer<typeof installerProfileSchema>;

/**
 * The service-area form of an installer's settings: the profile's company name and
 * service area, with the town and the country asked for, since they place the area on
 * the map. A form's country select holds "" until one is chosen.
 */
const formCountry = countryChoice.refine((country) => country !== "", validation.countryRequired);

export const serviceAreaFormSchema = z
  .object({
    companyName: installerProfileSchema.shape.companyName,
    /** The short bio on the public profile (issue 25); contact details are removed. */
    bio: installerProfileSchema.shape.bio,
    country: formCountry,
    serviceCity: requiredText(validation.cityRequired).max(CITY_MAX_LENGTH, validation.cityTooLong),
    servicePostalCode: installerProfileSchema.shape.servicePostalCode,
    serviceRadiusKm: installerProfileSchema.shape.serviceRadiusKm,
  })
  .check(
    postalCodeFitsCountry(
      ({ country, servicePostalCode }) => ({ country, postalCode: servicePostalCode }),
      ["servicePostalCode"],
      // Beside the other fields' messages, as soon as both of these are valid.
      whenValid({
        country: formCountry,
        servicePostalCode: installerProfileSchema.shape.servicePostalCode,
      }),
    ),
  );
export type ServiceAreaFormValues = z.infer<typeof serviceAreaFormSchema>;

/** GET /api/installer/profile and the answer of POST /api/installer/onboard. */
export const installerProfileResultSchema = z.object({
  companyName: z.string(),
  bio: z.string().nullable(),
  servicePostalCode: z.string(),
  serviceCity: z.string().nullable(),
  serviceRadiusKm: z.number().int(),
  /**
   * Whether the service town was found on the map: only then are the jobs within the
   * radius listed first, marked by distance, and the "In my area" filter applies.
   */
  located: z.boolean(),
  phone: z.string().nullable(),
  country: z.enum(COUNTRY_CODES).nullable(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type InstallerProfile = z.infer<typeof installerProfileResultSchema>;
