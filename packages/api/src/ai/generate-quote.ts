import { quoteInstallation, type GenerateQuoteInput, type QuoteResult } from "@uplink/domain";

/**
 * POST /api/ai/generate-quote: the same transparent price table that prices a new
 * request. Photos only count (the price says when it rests on the description alone);
 * what they show is not read, so they are not decoded here.
 */
export function generateQuote({ description, photos = [] }: GenerateQuoteInput): QuoteResult {
  const quote = quoteInstallation({ description, photosCount: photos.length });
  return { value: quote.valueEuros, lines: quote.lines, reasons: quote.reasons };
}
