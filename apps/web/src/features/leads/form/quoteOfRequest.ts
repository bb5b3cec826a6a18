import {
  DEFAULT_LEAD_DESCRIPTION,
  quoteInstallation,
  redactContactDetails,
  type Quote,
} from "@uplink/domain";

export interface QuotedWords {
  description: string;
  specialRequirements: string;
}

/**
 * The quote the server stores for these words when the request is posted or edited
 * (createLead, updateLead): the description, or the default one when it is blank, and the
 * special requirements, both as installers will read them, with contact details replaced
 * first, since the replacement changes how many words the engine counts.
 */
export function quoteOfRequest(words: QuotedWords, photosCount: number): Quote {
  const special = words.specialRequirements.trim();
  return quoteInstallation({
    description: redactContactDetails(words.description.trim() || DEFAULT_LEAD_DESCRIPTION).text,
    specialRequirements: special ? redactContactDetails(special).text : null,
    photosCount,
  });
}
