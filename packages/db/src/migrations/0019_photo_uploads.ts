import { sql, type Kysely } from "kysely";

/*
 * A photo uploaded on its own (POST /api/photos/uploads, issue 23): checked, re-encoded
 * and stored by content hash as soon as it arrives, then named by its id when a request
 * is created or edited or completion is submitted. The row belongs to its uploader,
 * lasts until `expires_at`, and is deleted when a request takes the photo (its
 * lead_photos row then names the stored object) or by the hourly sweep once expired.
 */

// Kysely<any>: a migration is frozen, so it must not be typed by the Database
// interface of today's code.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table photo_uploads (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      content_hash text not null,
      mime_type text not null check (mime_type in ('image/jpeg', 'image/png')),
      width integer not null check (width > 0),
      height integer not null check (height > 0),
      byte_size integer not null check (byte_size > 0),
      perceptual_hash text not null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null
    )
  `.execute(db);
  await sql`create index photo_uploads_content_hash_idx on photo_uploads (content_hash)`.execute(
    db,
  );
  await sql`create index photo_uploads_expires_at_idx on photo_uploads (expires_at)`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table photo_uploads`.execute(db);
}
