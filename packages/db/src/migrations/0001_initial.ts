import { sql, type ColumnDefinitionBuilder, type Kysely, type RawBuilder } from "kysely";

/*
 * The initial data model. Like every migration it is frozen once landed: it
 * imports nothing of the app (the lists of allowed values are spelled out
 * here) and a later change is a new migration.
 */

const uuidPrimaryKey = (col: ColumnDefinitionBuilder) =>
  col.primaryKey().defaultTo(sql`gen_random_uuid()`);
const nowByDefault = (col: ColumnDefinitionBuilder) => col.notNull().defaultTo(sql`now()`);

/** `column IN ('a', 'b')` with literals: DDL cannot take bound parameters. */
function oneOf(column: string, values: readonly string[]): RawBuilder<unknown> {
  return sql`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

const UPDATED_AT_TABLES = ["users", "installer_profiles", "leads"] as const;

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function set_updated_at() returns trigger language plpgsql as $$
    begin
      new.updated_at := now();
      return new;
    end;
    $$
  `.execute(db);

  await db.schema
    .createTable("users")
    .addColumn("id", "uuid", uuidPrimaryKey)
    .addColumn("email", "text", (col) => col.notNull())
    .addColumn("username", "text", (col) => col.unique())
    .addColumn("password_hash", "text")
    .addColumn("first_name", "text", (col) => col.notNull())
    .addColumn("last_name", "text", (col) => col.notNull())
    .addColumn("phone", "text")
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("email_verified", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("verification_status", "text")
    .addColumn("clerk_user_id", "text", (col) => col.unique())
    .addColumn("anonymised_at", "timestamptz")
    .addColumn("created_at", "timestamptz", nowByDefault)
    .addColumn("updated_at", "timestamptz", nowByDefault)
    .addCheckConstraint(
      "users_role_check",
      oneOf("role", ["customer", "installer", "administrator"]),
    )
    .addCheckConstraint(
      "users_verification_status_check",
      oneOf("verification_status", ["NEW", "ACCEPTED", "APPROVED", "REJECTED"]),
    )
    .execute();
  await db.schema
    .createIndex("users_email_lower_key")
    .on("users")
    .unique()
    .expression(sql`lower(email)`)
    .execute();
  await db.schema
    .createIndex("users_role_created_at_idx")
    .on("users")
    .columns(["role", "created_at desc"])
    .execute();

  await db.schema
    .createTable("installer_profiles")
    .addColumn("user_id", "uuid", (col) =>
      col.primaryKey().references("users.id").onDelete("cascade"),
    )
    .addColumn("company_name", "text")
    .addColumn("bio", "text")
    .addColumn("service_postal_code", "text")
    .addColumn("service_radius_km", "integer", (col) => col.check(sql`service_radius_km > 0`))
    .addColumn("phone", "text")
    .addColumn("updated_at", "timestamptz", nowByDefault)
    .execute();

  await db.schema
    .createTable("sessions")
    .addColumn("id", "uuid", uuidPrimaryKey)
    .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("created_at", "timestamptz", nowByDefault)
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("revoked_at", "timestamptz")
    .addColumn("last_used_at", "timestamptz")
    .execute();
  await db.schema.createIndex("sessions_user_id_idx").on("sessions").column("user_id").execute();

  await db.schema
    .createTable("auth_tokens")
    .addColumn("id", "uuid", uuidPrimaryKey)
    .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("purpose", "text", (col) => col.notNull())
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("expires_at", "timestamptz", (col) => col.notNull())
    .addColumn("used_at", "timestamptz")
    .addColumn("created_at", "timestamptz", nowByDefault)
    .addCheckConstraint(
      "auth_tokens_purpose_check",
      oneOf("purpose", ["verify_email", "reset_password"]),
    )
    .execute();
  await db.schema
    .createIndex("auth_tokens_user_id_purpose_idx")
    .on("auth_tokens")
    .columns(["user_id", "purpose"])
    .execute();

  // Users are anonymised rather than deleted (GDPR with ledger retention), so
  // the references from leads and messages to users keep the default NO ACTION.
  await db.schema
    .createTable("leads")
    .addColumn("id", "uuid", uuidPrimaryKey)
    .addColumn("customer_id", "uuid", (col) => col.notNull().references("users.id"))
    .addColumn("installer_id", "uuid", (col) => col.references("users.id"))
    .addColumn("title", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("street", "text", (col) => col.notNull())
    .addColumn("city", "text", (col) => col.notNull())
    .addColumn("postal_code", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull().defaultTo("NEW"))
    .addColumn("value_cents", "bigint", (col) => col.check(sql`value_cents >= 0`))
    .addColumn("preferred_start_date", "date")
    .addColumn("preferred_end_date", "date")
    .addColumn("time_range", "text")
    .addColumn("special_requirements", "text")
    .addColumn("scheduled_at", "timestamptz")
    .addColumn("revision_feedback", "text")
    .addColumn("accepted_at", "timestamptz")
    .addColumn("on_site_at", "timestamptz")
    .addColumn("completed_at", "timestamptz")
    .addColumn("approved_at", "timestamptz")
    .addColumn("created_at", "timestamptz", nowByDefault)
    .addColumn("updated_at", "timestamptz", nowByDefault)
    .addCheckConstraint(
      "leads_status_check",
      oneOf("status", ["NEW", "ACCEPTED", "ON_SITE", "DONE", "APPROVED", "REVISION"]),
    )
    .addCheckConstraint(
      "leads_time_range_check",
      oneOf("time_range", ["morning", "afternoon", "evening", "flexible"]),
    )
    // Every status after NEW is reached through an installer's acceptance.
    .addCheckConstraint(
      "leads_installer_assigned_check",
      sql`status = 'NEW' or installer_id is not null`,
    )
    .addCheckConstraint(
      "leads_preferred_dates_check",
      sql`preferred_end_date >= preferred_start_date`,
    )
    .execute();
  await db.schema
    .createIndex("leads_status_created_at_idx")
    .on("leads")
    .columns(["status", "created_at desc", "id"])
    .execute();
  await db.schema
    .createIndex("leads_installer_id_created_at_idx")
    .on("leads")
    .columns(["installer_id", "created_at desc"])
    .execute();
  await db.schema
    .createIndex("leads_customer_id_created_at_idx")
    .on("leads")
    .columns(["customer_id", "created_at desc"])
    .execute();
  await db.schema
    .createIndex("leads_created_at_idx")
    .on("leads")
    .columns(["created_at desc", "id"])
    .execute();

  await db.schema
    .createTable("lead_photos")
    .addColumn("id", "uuid", uuidPrimaryKey)
    .addColumn("lead_id", "uuid", (col) => col.notNull().references("leads.id").onDelete("cascade"))
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("content_hash", "text", (col) => col.notNull())
    .addColumn("mime_type", "text", (col) => col.notNull())
    .addColumn("width", "integer", (col) => col.notNull().check(sql`width > 0`))
    .addColumn("height", "integer", (col) => col.notNull().check(sql`height > 0`))
    .addColumn("byte_size", "integer", (col) => col.notNull().check(sql`byte_size > 0`))
    .addColumn("perceptual_hash", "text")
    .addColumn("caption", "text")
    .addColumn("uploaded_by", "uuid", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", nowByDefault)
    .addCheckConstraint("lead_photos_kind_check", oneOf("kind", ["property", "completion"]))
    .addCheckConstraint(
      "lead_photos_mime_type_check",
      oneOf("mime_type", ["image/jpeg", "image/png"]),
    )
    .execute();
  await db.schema
    .createIndex("lead_photos_lead_id_kind_created_at_idx")
    .on("lead_photos")
    .columns(["lead_id", "kind", "created_at"])
    .execute();

  await db.schema
    .createTable("conversations")
    .addColumn("id", "uuid", uuidPrimaryKey)
    .addColumn("lead_id", "uuid", (col) =>
      col.notNull().unique().references("leads.id").onDelete("cascade"),
    )
    .addColumn("created_at", "timestamptz", nowByDefault)
    .addColumn("last_message_seq", "bigint", (col) => col.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable("messages")
    .addColumn("id", "uuid", uuidPrimaryKey)
    .addColumn("seq", "bigint", (col) => col.notNull().generatedAlwaysAsIdentity())
    .addColumn("conversation_id", "uuid", (col) =>
      col.notNull().references("conversations.id").onDelete("cascade"),
    )
    .addColumn("sender_id", "uuid", (col) => col.references("users.id"))
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("photo_id", "uuid", (col) => col.references("lead_photos.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", nowByDefault)
    .addCheckConstraint("messages_type_check", oneOf("type", ["TEXT", "SYSTEM", "PHOTO"]))
    .execute();
  await db.schema
    .createIndex("messages_conversation_id_seq_key")
    .on("messages")
    .unique()
    .columns(["conversation_id", "seq"])
    .execute();
  // Keeps the ON DELETE SET NULL from a deleted photo an index lookup.
  await db.schema
    .createIndex("messages_photo_id_idx")
    .on("messages")
    .column("photo_id")
    .where(sql.ref("photo_id"), "is not", null)
    .execute();
  // An identity value is drawn when the row is formed, before any lock, so two
  // writers could commit seq 11 before seq 10 and a poller holding cursor 11
  // would never see 10. Locking the conversation first and drawing seq after
  // it makes seq follow commit order within a conversation. The identity value
  // drawn by the default is discarded; gaps in seq are harmless.
  await sql`
    create function messages_assign_seq() returns trigger language plpgsql as $$
    begin
      perform 1 from conversations where id = new.conversation_id for update;
      new.seq := nextval(pg_get_serial_sequence('messages', 'seq'));
      update conversations set last_message_seq = new.seq where id = new.conversation_id;
      return new;
    end;
    $$
  `.execute(db);
  await sql`
    create trigger messages_assign_seq before insert on messages
    for each row execute function messages_assign_seq()
  `.execute(db);

  await db.schema
    .createTable("alerts")
    .addColumn("id", "uuid", uuidPrimaryKey)
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("description", "text", (col) => col.notNull())
    .addColumn("details", "jsonb")
    .addColumn("lead_id", "uuid", (col) => col.references("leads.id").onDelete("set null"))
    .addColumn("user_id", "uuid", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("is_resolved", "boolean", (col) => col.notNull().defaultTo(false))
    .addColumn("resolved_at", "timestamptz")
    .addColumn("resolved_by", "uuid", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", nowByDefault)
    .addCheckConstraint(
      "alerts_type_check",
      oneOf("type", ["leak_detection", "refund_credit", "other"]),
    )
    .execute();
  await db.schema
    .createIndex("alerts_created_at_idx")
    .on("alerts")
    .columns(["created_at desc", "id"])
    .execute();
  await db.schema.createIndex("alerts_type_idx").on("alerts").column("type").execute();
  await db.schema.createIndex("alerts_lead_id_idx").on("alerts").column("lead_id").execute();

  await db.schema
    .createTable("activities")
    .addColumn("id", "uuid", uuidPrimaryKey)
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("actor_id", "uuid", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("lead_id", "uuid", (col) => col.references("leads.id").onDelete("set null"))
    .addColumn("created_at", "timestamptz", nowByDefault)
    .execute();
  await db.schema
    .createIndex("activities_created_at_idx")
    .on("activities")
    .columns(["created_at desc", "id"])
    .execute();
  await db.schema
    .createIndex("activities_lead_id_idx")
    .on("activities")
    .column("lead_id")
    .execute();

  await db.schema
    .createTable("admin_notices")
    .addColumn("id", "uuid", uuidPrimaryKey)
    .addColumn("user_id", "uuid", (col) => col.notNull().references("users.id").onDelete("cascade"))
    .addColumn("sender_id", "uuid", (col) => col.references("users.id").onDelete("set null"))
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("created_at", "timestamptz", nowByDefault)
    .addColumn("read_at", "timestamptz")
    .execute();
  await db.schema
    .createIndex("admin_notices_user_id_created_at_idx")
    .on("admin_notices")
    .columns(["user_id", "created_at desc"])
    .execute();

  for (const table of UPDATED_AT_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_set_updated_at`)} before update on ${sql.table(table)}
      for each row execute function set_updated_at()
    `.execute(db);
  }

  // The ledger is kept for legal retention: user_id has no ON DELETE action
  // (anonymise the user instead) and lead_id has no foreign key at all.
  await db.schema
    .createTable("ledger_accounts")
    .addColumn("id", "uuid", uuidPrimaryKey)
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("user_id", "uuid", (col) => col.references("users.id"))
    .addColumn("lead_id", "uuid")
    .addColumn("created_at", "timestamptz", nowByDefault)
    .addCheckConstraint(
      "ledger_accounts_kind_check",
      oneOf("kind", ["customer_funding", "escrow", "installer_payable", "platform_fees"]),
    )
    .addUniqueConstraint(
      "ledger_accounts_kind_user_id_lead_id_key",
      ["kind", "user_id", "lead_id"],
      (uc) => uc.nullsNotDistinct(),
    )
    .execute();

  await db.schema
    .createTable("ledger_transactions")
    .addColumn("id", "uuid", uuidPrimaryKey)
    .addColumn("idempotency_key", "text", (col) => col.notNull().unique())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("lead_id", "uuid")
    .addColumn("created_at", "timestamptz", nowByDefault)
    .addCheckConstraint(
      "ledger_transactions_kind_check",
      oneOf("kind", ["capture", "release", "refund"]),
    )
    .execute();
  await db.schema
    .createIndex("ledger_transactions_lead_id_idx")
    .on("ledger_transactions")
    .column("lead_id")
    .execute();

  await db.schema
    .createTable("ledger_entries")
    .addColumn("id", "bigint", (col) => col.primaryKey().generatedAlwaysAsIdentity())
    .addColumn("transaction_id", "uuid", (col) =>
      col.notNull().references("ledger_transactions.id"),
    )
    .addColumn("account_id", "uuid", (col) => col.notNull().references("ledger_accounts.id"))
    .addColumn("amount_cents", "bigint", (col) => col.notNull().check(sql`amount_cents <> 0`))
    .addColumn("created_at", "timestamptz", nowByDefault)
    .execute();
  await db.schema
    .createIndex("ledger_entries_account_id_idx")
    .on("ledger_entries")
    .column("account_id")
    .execute();
  await db.schema
    .createIndex("ledger_entries_transaction_id_idx")
    .on("ledger_entries")
    .column("transaction_id")
    .execute();

  // Deferred to commit, so the entries of one transaction can be inserted one
  // by one; whatever path writes them, an unbalanced transaction never lands.
  await sql`
    create function ledger_assert_balanced() returns trigger language plpgsql as $$
    declare
      total numeric;
    begin
      select coalesce(sum(amount_cents), 0) into total
        from ledger_entries where transaction_id = new.transaction_id;
      if total <> 0 then
        raise exception 'ledger transaction % does not balance: its entries sum to %',
          new.transaction_id, total
          using errcode = 'check_violation';
      end if;
      return null;
    end;
    $$
  `.execute(db);
  await sql`
    create constraint trigger ledger_entries_balanced after insert on ledger_entries
    deferrable initially deferred
    for each row execute function ledger_assert_balanced()
  `.execute(db);

  await sql`
    create function ledger_reject_change() returns trigger language plpgsql as $$
    begin
      raise exception 'the ledger is append-only: % on % is not allowed', tg_op, tg_table_name
        using errcode = 'restrict_violation';
    end;
    $$
  `.execute(db);
  for (const table of ["ledger_transactions", "ledger_entries"]) {
    await sql`
      create trigger ${sql.id(`${table}_append_only`)} before update or delete on ${sql.table(table)}
      for each row execute function ledger_reject_change()
    `.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_no_truncate`)} before truncate on ${sql.table(table)}
      for each statement execute function ledger_reject_change()
    `.execute(db);
  }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  const tables = [
    "ledger_entries",
    "ledger_transactions",
    "ledger_accounts",
    "admin_notices",
    "activities",
    "alerts",
    "messages",
    "conversations",
    "lead_photos",
    "leads",
    "auth_tokens",
    "sessions",
    "installer_profiles",
    "users",
  ];
  for (const table of tables) {
    await db.schema.dropTable(table).execute();
  }
  for (const fn of [
    "ledger_reject_change",
    "ledger_assert_balanced",
    "messages_assign_seq",
    "set_updated_at",
  ]) {
    await sql`drop function ${sql.id(fn)}()`.execute(db);
  }
}
