import { z } from "zod";
import { messages } from "../messages";
import { photoList, requiredText } from "./fields";

/** POST /api/ai/generate-quote. */
export const generateQuoteInput = z.object({
  description: requiredText(messages.validation.descriptionRequired),
  photos: photoList.optional(),
});
export type GenerateQuoteInput = z.infer<typeof generateQuoteInput>;
