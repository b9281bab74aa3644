import type { Queryable } from '../../db/pool';

/** The guests' summary (/tagpanel/guests/summary) and where they come from (/tagpanel/guests/location). */

export async function guestsSummary(db: Queryable, institutionId: number, today: string) {
  const { rows } = await db.query<Record<string, string>>(
    `SELECT count(*) AS profiles, count(*) FILTER (WHERE stays > 0) AS with_stay, count(*) FILTER (WHERE stays = 1) AS first_time,
            count(*) FILTER (WHERE stays >= 2) AS returning, count(*) FILTER (WHERE first_stay > $2::date - 30) AS new_30,
            count(*) FILTER (WHERE flag IS NOT NULL) AS flagged,
            count(*) FILTER (WHERE (SELECT c.granted FROM guest_profile_consents c WHERE c.profile_id = p.id AND c.channel = 'email'
                                     ORDER BY c.at DESC, c.id DESC LIMIT 1)) AS opted_in
       FROM guest_profiles p WHERE institution_id = $1`,
    [institutionId, today],
  );
  const s = rows[0]!;
  const top = async (column: 'state' | 'country') => {
    const r = await db.query<{ code: string; count: string }>(
      `SELECT ${column} AS code, count(*) AS count FROM guest_profiles WHERE institution_id = $1 AND ${column} IS NOT NULL AND stays > 0
        GROUP BY 1 ORDER BY 2 DESC, 1 LIMIT 5`,
      [institutionId],
    );
    return r.rows.map((x) => ({ code: x.code, count: Number(x.count) }));
  };
  // The next birthday of each guest, from the hotel's today (29 February counts on 1 March in other years).
  const birthdays = await db.query<{ id: string; name: string; birthday: string; in_days: number }>(
    `WITH b AS (
       SELECT id, name, birth_date,
              make_date(extract(year FROM $2::date)::int, 1, 1) + (birth_date - make_date(extract(year FROM birth_date)::int, 1, 1)) AS this_year
         FROM guest_profiles WHERE institution_id = $1 AND birth_date IS NOT NULL AND stays > 0
     ), n AS (
       SELECT id, name, birth_date, CASE WHEN this_year < $2::date THEN this_year + interval '1 year' ELSE this_year END::date AS next FROM b
     )
     SELECT id, name, to_char(birth_date, 'MM-DD') AS birthday, (next - $2::date) AS in_days FROM n
      WHERE next - $2::date <= 30 ORDER BY in_days, name LIMIT 10`,
    [institutionId, today],
  );
  return {
    profiles: Number(s.profiles),
    withStay: Number(s.with_stay),
    firstTime: Number(s.first_time),
    returning: Number(s.returning),
    newLast30Days: Number(s.new_30),
    optedInEmail: Number(s.opted_in),
    flagged: Number(s.flagged),
    topStates: await top('state'),
    topCountries: await top('country'),
    upcomingBirthdays: birthdays.rows.map((b) => ({ id: Number(b.id), name: b.name, birthday: b.birthday, inDays: Number(b.in_days) })),
  };
}

export async function guestsLocation(db: Queryable, institutionId: number) {
  const { rows } = await db.query<{ kind: 'state' | 'country' | 'unknown'; code: string | null; count: string }>(
    `SELECT 'state' AS kind, upper(state) AS code, count(*) AS count FROM guest_profiles
      WHERE institution_id = $1 AND stays > 0 AND country = 'BR' AND state ~ '^[A-Za-z]{2}$' GROUP BY 2
     UNION ALL
     SELECT 'country', upper(country), count(*) FROM guest_profiles WHERE institution_id = $1 AND stays > 0 AND country IS NOT NULL GROUP BY 2
     UNION ALL
     SELECT 'unknown', NULL, count(*) FROM guest_profiles WHERE institution_id = $1 AND stays > 0 AND country IS NULL`,
    [institutionId],
  );
  const of = (kind: string) =>
    rows
      .filter((r) => r.kind === kind)
      .map((r) => ({ code: r.code!, count: Number(r.count) }))
      .sort((a, b) => b.count - a.count);
  return { states: of('state'), countries: of('country'), unknown: Number(rows.find((r) => r.kind === 'unknown')?.count ?? 0) };
}
