import type { Kysely } from "kysely";
import { Migrator, type Migration } from "kysely/migration";
import { AdvisoryLock, withAdvisoryLock } from "./advisory-lock";
import * as m0001_initial from "./migrations/0001_initial";
import * as m0002_lead_photos_content_hash_index from "./migrations/0002_lead_photos_content_hash_index";
import * as m0003_photo_rejections from "./migrations/0003_photo_rejections";
import * as m0004_open_alerts_index from "./migrations/0004_open_alerts_index";
import * as m0005_security from "./migrations/0005_security";
import * as m0006_cancel_dispute from "./migrations/0006_cancel_dispute";
import * as m0007_offers_settlement_auto_release from "./migrations/0007_offers_settlement_auto_release";
import * as m0008_session_change_notifications from "./migrations/0008_session_change_notifications";
import * as m0009_conversation_change_notifications from "./migrations/0009_conversation_change_notifications";
import * as m0010_rate_limit_counters from "./migrations/0010_rate_limit_counters";
import * as m0011_lead_change_notifications from "./migrations/0011_lead_change_notifications";
import * as m0012_countries from "./migrations/0012_countries";
import * as m0013_user_locale from "./migrations/0013_user_locale";
import * as m0014_service_area from "./migrations/0014_service_area";
import * as m0015_activity_subjects from "./migrations/0015_activity_subjects";
import * as m0016_list_indexes from "./migrations/0016_list_indexes";
import * as m0017_said_text from "./migrations/0017_said_text";
import * as m0018_message_said from "./migrations/0018_message_said";
import * as m0019_photo_uploads from "./migrations/0019_photo_uploads";
import * as m0020_idempotency_keys from "./migrations/0020_idempotency_keys";
import * as m0021_payout_accounts from "./migrations/0021_payout_accounts";
import * as m0022_reviews from "./migrations/0022_reviews";
import * as m0024_lead_checkouts from "./migrations/0024_lead_checkouts";
import * as m0025_provider_movements from "./migrations/0025_provider_movements";
import * as m0027_payment_disputes from "./migrations/0027_payment_disputes";
import * as m0029_user_ratings from "./migrations/0029_user_ratings";
import * as m0030_quote_invitations from "./migrations/0030_quote_invitations";
import * as m0031_admin_review_lists from "./migrations/0031_admin_review_lists";
import * as m0033_installer_change_notifications from "./migrations/0033_installer_change_notifications";

/**
 * Every migration, by name, in order. Imported statically rather than read
 * from a folder at run time, so the bundled server carries its migrations.
 * Append new ones here; never edit or rename a landed one.
 */
export const migrations: Readonly<Record<string, Migration>> = {
  "0001_initial": m0001_initial,
  "0002_lead_photos_content_hash_index": m0002_lead_photos_content_hash_index,
  "0003_photo_rejections": m0003_photo_rejections,
  "0004_open_alerts_index": m0004_open_alerts_index,
  "0005_security": m0005_security,
  "0006_cancel_dispute": m0006_cancel_dispute,
  "0007_offers_settlement_auto_release": m0007_offers_settlement_auto_release,
  "0008_session_change_notifications": m0008_session_change_notifications,
  "0009_conversation_change_notifications": m0009_conversation_change_notifications,
  "0010_rate_limit_counters": m0010_rate_limit_counters,
  "0011_lead_change_notifications": m0011_lead_change_notifications,
  "0012_countries": m0012_countries,
  "0013_user_locale": m0013_user_locale,
  "0014_service_area": m0014_service_area,
  "0015_activity_subjects": m0015_activity_subjects,
  "0016_list_indexes": m0016_list_indexes,
  "0017_said_text": m0017_said_text,
  "0018_message_said": m0018_message_said,
  "0019_photo_uploads": m0019_photo_uploads,
  "0020_idempotency_keys": m0020_idempotency_keys,
  "0021_payout_accounts": m0021_payout_accounts,
  "0022_reviews": m0022_reviews,
  "0024_lead_checkouts": m0024_lead_checkouts,
  "0025_provider_movements": m0025_provider_movements,
  "0027_payment_disputes": m0027_payment_disputes,
  "0029_user_ratings": m0029_user_ratings,
  "0030_quote_invitations": m0030_quote_invitations,
  "0031_admin_review_lists": m0031_admin_review_lists,
  "0033_installer_change_notifications": m0033_installer_change_notifications,
};

/**
 * Brings the database to the latest migration and returns the names of the
 * migrations it applied. Safe to call from any number of instances starting at
 * once: they take turns, so one applies the migrations and the others, once it
 * is done, find nothing left to apply. Throws, naming the migration, if one
 * fails; all the migrations of a run share one transaction (PostgreSQL's DDL is
 * transactional), so a failed run leaves the schema as it was.
 */
export async function migrateToLatest<DB>(db: Kysely<DB>): Promise<string[]> {
  return migrateToLatestWith(db, migrations);
}

/** migrateToLatest with a given set of migrations; tests use it to make one fail. */
export async function migrateToLatestWith<DB>(
  db: Kysely<DB>,
  available: Readonly<Record<string, Migration>>,
): Promise<string[]> {
  // Kysely's Migrator locks only while it migrates, and creates its bookkeeping tables
  // before that, racing other instances; under this lock no part of two runs overlaps.
  // The run goes on the lock's connection, which has no statement timeout: building an
  // index on a big table may take longer than a request.
  const { error, results = [] } = await withAdvisoryLock(
    db,
    AdvisoryLock.migrations,
    (connection) =>
      new Migrator({
        // Migrations write snake_case SQL themselves and must not depend on the
        // plugins (CamelCasePlugin) of the instance they are handed.
        db: connection.withoutPlugins(),
        provider: { getMigrations: () => Promise.resolve({ ...available }) },
        // The default, stated because the promise above depends on it: one
        // transaction around every migration of the run.
        disableTransactions: false,
      }).migrateToLatest(),
  );
  if (error !== undefined) {
    const failed = results.find((result) => result.status === "Error");
    // A migration may throw anything; for what is not an Error, String() is all there is to say.
    // eslint-disable-next-line @typescript-eslint/no-base-to-string
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(
      failed
        ? `Database migration ${failed.migrationName} failed: ${reason}`
        : `Database migrations could not run: ${reason}`,
      { cause: error },
    );
  }
  return results
    .filter((result) => result.status === "Success")
    .map((result) => result.migrationName);
}
