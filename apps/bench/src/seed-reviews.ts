import type pg from "pg";

/*
 * Reviews as production has them (issue 25), for the public profile and the directory:
 * the customers of two approved leads in three reviewed their installer, most revealed
 * (both reviewed), a few hidden by an administrator, some answered; the installers of one
 * in four reviewed their customer. A review is unrevealed only while its lead's window
 * (REVIEW_WINDOW, 14 days) is open: the product's sweep would otherwise reveal and mail
 * thousands of them while it is measured. `n` is the lead's minute.
 */
export const INSERT_REVIEWS = `
  with approved as (
    select id, customer_id, installer_id, approved_at,
           (extract(epoch from now() - created_at) / 60)::int as n
    from leads where status = 'APPROVED' and installer_id is not null
  )
  insert into reviews (lead_id, author_id, subject_id, author_role, rating, text, reply,
                       replied_at, revealed_at, hidden_at, hidden_reason, created_at)
  select id, customer_id, installer_id, 'customer',
         case when n % 7 = 0 then 2 else 3 + n % 3 end,
         'Came on time, mounted the dish on the roof and tidied the cable run.',
         case when n % 4 = 0 then 'Thank you, enjoy the fast internet!' end,
         case when n % 4 = 0 then approved_at + interval '3 days' end,
         case when n % 6 <> 1 or approved_at <= now() - interval '14 days'
              then approved_at + interval '2 days' end,
         case when n % 50 = 2 then approved_at + interval '5 days' end,
         case when n % 50 = 2 then 'Off topic.' end,
         approved_at + interval '1 day'
  from approved where n % 3 <> 0
  union all
  select id, installer_id, customer_id, 'installer', 4 + n % 2,
         'Friendly customer, the ladder was ready and the roof was clear.',
         null, null, approved_at + interval '2 days', null, null, approved_at + interval '1 day'
  from approved where n % 4 = 0`;

/**
 * The APPROVED installer with the most reviews on their public profile (ties: the
 * smallest id): whose profile is measured.
 */
const MOST_REVIEWED = `
  select subject_id as id from reviews
  where author_role = 'customer' and revealed_at is not null and hidden_at is null
  group by subject_id order by count(*) desc, subject_id limit 1`;

/** Seeds the reviews; the id of the installer whose profile is measured. */
export async function seedReviews(client: pg.PoolClient): Promise<string> {
  await client.query(INSERT_REVIEWS);
  const { rows } = await client.query<{ id: string }>(MOST_REVIEWED);
  if (!rows[0]) throw new Error("seeding gave no installer a public review");
  return rows[0].id;
}
