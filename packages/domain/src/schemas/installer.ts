import { z } from "zod";
import { SERVICE_RADIUS_KM_MAX, SERVICE_RADIUS_KM_MIN } from "../constants";
import { messages } from "../messages";
import { optionalText, requiredText } from "./fields";

const { validation } = messages;

/** POST /api/installer/onboard. */
export const installerProfileSchema = z.object({
  companyName: requiredText(validation.companyNameRequired),
  bio: optionalText,
  servicePostalCode: requiredText(validation.postalCodeRequired),
  serviceRadiusKm: z
    .number({ error: validation.serviceRadiusRange })
    .int(validation.serviceRadiusRange)
    .min(SERVICE_RADIUS_KM_MIN, validation.serviceRadiusRange)
    .max(SERVICE_RADIUS_KM_MAX, validation.serviceRadiusRange),
  phone: optionalText,
});
export type InstallerProfileInput = z.infer<typeof installerProfileSchema>;
