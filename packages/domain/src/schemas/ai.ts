import { z } from "zod";
import { LEAD_DESCRIPTION_MAX_LENGTH } from "../constants";
import { validation } from "./field-message";
import { photoList, requiredText } from "./fields";

/** POST /api/ai/generate-quote. */
export const generateQuoteInput = z.object({
  description: requiredText(validation.descriptionRequired, "multi-line").max(
    LEAD_DESCRIPTION_MAX_LENGTH,
    validation.descriptionTooLong,
  ),
  photos: photoList.optional(),
});
export type GenerateQuoteInput = z.infer<typeof generateQuoteInput>;

/** The quote engine's answer: the price in euros (null: 'Price: To be quoted') and why. */
export const quoteResultSchema = z.object({
  value: z.number().nullable(),
  lines: z.array(z.object({ label: z.string(), euros: z.number() })),
  reasons: z.array(z.string()),
});
export type QuoteResult = z.infer<typeof quoteResultSchema>;
