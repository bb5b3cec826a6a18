import type { LocaleResult, SetLocaleInput } from "@uplink/domain";
import type { AuthedContext } from "../context";

/**
 * Saves the language the caller chose: the site's and that of the emails they receive.
 * The session caches of every instance hear of it (a users trigger); this instance's
 * forgets the caller at once, so their very next request answers in it.
 */
export async function setLocale(ctx: AuthedContext, input: SetLocaleInput): Promise<LocaleResult> {
  const saved = await ctx.db
    .updateTable("users")
    .set({ locale: input.locale })
    .where("id", "=", ctx.user.id)
    .returning("locale")
    .executeTakeFirstOrThrow();
  ctx.sessionCache?.forgetUser(ctx.user.id);
  return { locale: saved.locale ?? input.locale };
}
