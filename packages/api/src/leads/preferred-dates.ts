import { said } from "@uplink/domain";
import { BadRequest } from "../errors";

/**
 * A request cannot ask for work to start in the past. "Today" is the UTC calendar date,
 * which is never later than the date anywhere in Europe, so no European customer's
 * today is refused. The order of the two dates is checked by the payload schema.
 */
export function assertStartNotInPast(preferredStartDate: string | null | undefined): void {
  if (!preferredStartDate) return;
  const today = new Date().toISOString().slice(0, 10);
  if (preferredStartDate < today) throw new BadRequest(said.server.startDateInPast);
}
