// Fills PostgreSQL with bench hotels, bookings and booking persons, fast: every row comes from
// generate_series inside PostgreSQL (no data crosses the wire), the bookings tables' secondary indexes
// are dropped during the load and rebuilt after it, and the tables are vacuumed and analysed at the end.
//
//   import { generateBookings } from './generate-bookings.mjs';
//   await generateBookings(pool, { bookings: 1_000_000, persons: 2_500_000, hotels: 200 });
//
// Hotels get a skewed share (Zipf-like, s = 0.8): with the defaults the biggest has ~100k bookings (years
// of a busy hotel), the smallest ~1.5k. Guests per booking are 1..N evenly (mean persons / bookings).
// search_text has exactly the shape the bookings module writes (packages/domain/src/bookings.ts
// searchTextOf): voucher, then per guest name, document, document digits when they differ, e-mail;
// lower case, accents folded, single spaces.

const FIRST = [
  'Ana',
  'Maria',
  'João',
  'José',
  'Pedro',
  'Paulo',
  'Lucas',
  'Gabriel',
  'Rafael',
  'Mateus',
  'Juliana',
  'Fernanda',
  'Patrícia',
  'Camila',
  'Beatriz',
  'Larissa',
  'Letícia',
  'Mariana',
  'Amanda',
  'Bruna',
  'Carlos',
  'Eduardo',
  'Felipe',
  'Gustavo',
  'Henrique',
  'Igor',
  'Leonardo',
  'Marcelo',
  'Nicolas',
  'Otávio',
  'Ricardo',
  'Sérgio',
  'Thiago',
  'Vinícius',
  'Alice',
  'Helena',
  'Laura',
  'Valentina',
  'Sofia',
  'Isabela',
  'Manuela',
  'Giovanna',
  'Luíza',
  'Heloísa',
  'Lorena',
  'Lívia',
  'Cecília',
  'Elisa',
  'Antônio',
  'Francisco',
  'Raimundo',
  'Luiz',
  'Daniel',
  'Diego',
  'André',
  'Bruno',
  'Caio',
  'Davi',
  'Enzo',
  'Fábio',
  'Guilherme',
  'Hugo',
  'Joaquim',
  'Kevin',
  'Murilo',
  'Noah',
  'Renan',
  'Samuel',
  'Tomás',
  'Vitor',
  'William',
  'Yuri',
  'Adriana',
  'Aline',
  'Bianca',
  'Carolina',
  'Débora',
  'Elaine',
  'Flávia',
  'Gabriela',
  'Isadora',
  'Jéssica',
  'Karina',
  'Lúcia',
  'Mônica',
  'Natália',
  'Olívia',
  'Priscila',
  'Raquel',
  'Simone',
  'Tatiana',
  'Vanessa',
  'Michael',
  'John',
  'Emma',
  'Olivia',
  'Liam',
  'Lucía',
  'Martín',
  'Sebastián',
  'Valeria',
  'Camille',
  'Louis',
  'Giulia',
  'Marco',
  'Hannah',
  'Jonas',
];
const LAST = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Pinto',
  'Correia',
  'Cavalcanti',
  'Monteiro',
  'Moura',
  'Batista',
  'Campos',
  'Castro',
  'Conceição',
  'Cunha',
  'Duarte',
  'Farias',
  'Fonseca',
  'Guimarães',
  'Jesus',
  'Leite',
  'Macedo',
  'Medeiros',
  'Miranda',
  'Nogueira',
  'Pacheco',
  'Pires',
  'Queiroz',
  'Reis',
  'Sales',
  'Sampaio',
  'Siqueira',
  'Tavares',
  'Vasconcelos',
  'Xavier',
  'Azevedo',
  'Brito',
  'Coelho',
  'Cruz',
  'Diniz',
  'Esteves',
  'Figueiredo',
  'Garcia',
  'Hoffmann',
  'Klein',
  'Lacerda',
  'Magalhães',
  'Neves',
  'Porto',
  'Rezende',
  'Sousa',
  'Toledo',
  'Valente',
  'Werneck',
  'Zanetti',
  'Smith',
  'Johnson',
  'Brown',
  'García',
  'Martínez',
  'López',
  'Müller',
  'Schmidt',
  'Rossi',
  'Bianchi',
  'Dubois',
  'Martin',
  'Tanaka',
  'Kim',
];
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br', 'icloud.com', 'empresa.com.br', 'bol.com.br'];
const ORIGINS = [
  'Booking.com',
  'Booking.com',
  'Booking.com',
  'Expedia',
  'Expedia',
  'Site',
  'Site',
  'Balcão',
  'Telefone',
  'E-mail',
  'WhatsApp',
  'Agência',
  'Decolar',
  'Airbnb',
  'Hoteis.com',
  'Trivago',
];

// The bench hotels' calendar day (their time zone is the default America/Sao_Paulo).
const TODAY = `(now() AT TIME ZONE 'America/Sao_Paulo')::date`;
const sqlArray = (list) => `ARRAY[${list.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[]`;
// Accents folded the way String.prototype.normalize('NFD') + stripping marks does for these names.
const FOLD = (expr) => `translate(lower(${expr}), 'áàâãäéèêëíìîïóòôõöúùûüçñ', 'aaaaaeeeeiiiiooooouuuucn')`;
// A 32-bit mixing hash of bigint expressions, so each column is an independent, repeatable draw.
const H = (expr, salt) =>
  `((((${expr}) * 2654435761 + ${salt}) # (((${expr}) * 2246822519 + ${salt}) >> 13)) % 4294967296 + 4294967296) % 4294967296`;

async function timed(log, label, fn) {
  const t0 = Date.now();
  const r = await fn();
  log(`  ${label}: ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  return r;
}

export async function generateBookings(pool, { bookings = 1_000_000, persons = 2_500_000, hotels = 200, log = () => {} } = {}) {
  const maxGuests = Math.max(1, Math.round((2 * persons) / bookings - 1));
  const client = await pool.connect();
  try {
    await client.query(`SET maintenance_work_mem = '1GB'`);
    await client.query('SET max_parallel_maintenance_workers = 2');
    await client.query(`SET work_mem = '256MB'`);
    await client.query('SET synchronous_commit = off');

    // 1. Hotels, and each one's share of the bookings (Zipf-like).
    const { rows: ins } = await client.query(
      `INSERT INTO institutions (name, network, contact_email, flags)
       SELECT 'Bench Hotel ' || lpad(g::text, 3, '0'), 'Rede Bench ' || (g % 20), 'contato' || g || '@bench.test',
              '{"ISHOSPITAL":"N","HASMAPARESERVAS":"S","HASSTEPDOCVACCINE":"N","HASSTEPDOCPET":"N"}'::jsonb
         FROM generate_series(1, $1) g ORDER BY g RETURNING id`,
      [hotels],
    );
    const weights = ins.map((_, i) => 1 / (i + 1) ** 0.8);
    const sum = weights.reduce((a, b) => a + b, 0);
    const counts = weights.map((w) => Math.max(1, Math.floor((w / sum) * bookings)));
    counts[0] += bookings - counts.reduce((a, b) => a + b, 0);
    const { rows: base } = await client.query('SELECT coalesce(max(id), 0)::bigint AS b FROM bookings');
    const baseId = Number(base[0].b);
    await client.query('CREATE TEMP TABLE bench_plan (institution_id int, first_seq bigint, n int) ON COMMIT PRESERVE ROWS');
    let next = 1;
    const plan = ins.map((r, i) => {
      const row = [r.id, next, counts[i]];
      next += counts[i];
      return row;
    });
    await client.query('INSERT INTO bench_plan SELECT * FROM unnest($1::int[], $2::bigint[], $3::int[])', [
      plan.map((p) => p[0]),
      plan.map((p) => p[1]),
      plan.map((p) => p[2]),
    ]);

    // 2. Drop the secondary indexes for the load; rebuild them afterwards from their own definitions.
    const { rows: idx } = await client.query(
      `SELECT i.indexname, i.indexdef FROM pg_indexes i
        WHERE i.schemaname = 'public' AND i.tablename IN ('bookings', 'booking_persons')
          AND i.indexname NOT IN (SELECT conname FROM pg_constraint WHERE contype IN ('p', 'u'))`,
    );
    for (const i of idx) await client.query(`DROP INDEX ${i.indexname}`);

    // 3. Guests in a staging table (each booking's guests derive from its sequence number).
    await timed(log, `staging ${persons.toLocaleString()} guests`, () =>
      client.query(`
        CREATE TEMP TABLE bench_guests ON COMMIT PRESERVE ROWS AS
        SELECT s.seq, k.k,
               f.first || ' ' || l1.last || CASE WHEN ${H('s.seq * 8 + k.k', 17)} % 3 = 0 THEN ' ' || l2.last ELSE '' END AS name,
               d.doc,
               ${FOLD(`f.first || '.' || l1.last`)} || (s.seq % 997) || '@' || (${sqlArray(DOMAINS)})[1 + ${H('s.seq * 8 + k.k', 29)} % ${DOMAINS.length}] AS email,
               '+55 ' || (11 + ${H('s.seq', 31)} % 80) || ' 9' || lpad((${H('s.seq * 8 + k.k', 37)} % 100000000)::text, 8, '0') AS phone
          FROM generate_series(1, ${bookings}::bigint) s(seq)
          CROSS JOIN LATERAL generate_series(0, (s.seq * 7) % ${maxGuests}) k(k)
          CROSS JOIN LATERAL (SELECT (${sqlArray(FIRST)})[1 + ${H('s.seq * 8 + k.k', 11)} % ${FIRST.length}] AS first) f
          CROSS JOIN LATERAL (SELECT (${sqlArray(LAST)})[1 + ${H('s.seq * 8 + k.k', 13)} % ${LAST.length}] AS last) l1
          CROSS JOIN LATERAL (SELECT (${sqlArray(LAST)})[1 + ${H('s.seq * 8 + k.k', 19)} % ${LAST.length}] AS last) l2
          CROSS JOIN LATERAL (SELECT lpad((${H('s.seq * 8 + k.k', 23)} * 25 % 99999999999)::text, 11, '0') AS digits) dd
          CROSS JOIN LATERAL (SELECT CASE WHEN ${H('s.seq * 8 + k.k', 41)} % 10 < 3
                                          THEN substr(dd.digits, 1, 3) || '.' || substr(dd.digits, 4, 3) || '.' || substr(dd.digits, 7, 3) || '-' || substr(dd.digits, 10, 2)
                                          ELSE dd.digits END AS doc) d`),
    );
    await client.query('CREATE INDEX ON bench_guests (seq, k)');

    // 4. Bookings over ~6 years (5 past, 1 ahead) per hotel, with status, origin and sync as a real desk would have them.
    await timed(log, `inserting ${bookings.toLocaleString()} bookings`, () =>
      client.query(
        `INSERT INTO bookings (id, institution_id, status, voucher, check_in, check_out, created_at, updated_at, origin, final_origin,
                               creation_type, synced, checked_in_at, checked_out_at, cancelled_at, daily_rate_cents, room_type, search_text)
         SELECT $1::bigint + x.seq, x.institution_id, x.status, x.voucher, x.check_in, x.check_out, x.created_at, x.created_at, x.origin,
                x.origin, x.creation_type, x.synced,
                CASE WHEN x.status IN ('I', 'O') THEN x.check_in + time '14:30' END,
                CASE WHEN x.status = 'O' THEN x.check_out + time '11:00' END,
                CASE WHEN x.status = 'C' THEN x.created_at + interval '2 days' END,
                15000 + (${H('x.seq', 59)} % 60) * 1000, (ARRAY['Standard','Luxo','Suíte','Família','Master'])[1 + ${H('x.seq', 61)} % 5],
                ${FOLD(`x.voucher || ' ' || g.parts`)}
           FROM (
             SELECT p.institution_id, s.seq, v.voucher, dts.check_in, dts.check_out,
                    least(now(), (dts.check_in - (${H('s.seq', 43)} % 120)::int) + make_interval(mins => (${H('s.seq', 47)} % 1440)::int)) AS created_at,
                    (${sqlArray(ORIGINS)})[1 + ${H('s.seq', 53)} % ${ORIGINS.length}] AS origin,
                    CASE WHEN ${H('s.seq', 67)} % 10 < 7 THEN 'S' ELSE 'M' END AS creation_type,
                    CASE WHEN dts.check_out < ${TODAY} THEN (CASE WHEN ${H('s.seq', 71)} % 100 < 5 THEN 'C' ELSE 'O' END)
                         WHEN dts.check_in <= ${TODAY} THEN (CASE WHEN ${H('s.seq', 71)} % 100 < 8 THEN 'R' ELSE 'I' END)
                         ELSE (CASE WHEN ${H('s.seq', 71)} % 100 < 7 THEN 'C' ELSE 'R' END) END AS status,
                    CASE WHEN dts.check_out < ${TODAY} THEN ${H('s.seq', 73)} % 100 < 98 ELSE ${H('s.seq', 73)} % 100 < 60 END AS synced
               FROM bench_plan p
               CROSS JOIN LATERAL generate_series(p.first_seq, p.first_seq + p.n - 1) s(seq)
               CROSS JOIN LATERAL (SELECT ${TODAY} - 1825 + (${H('s.seq', 3)} % 2190)::int AS check_in) ci
               CROSS JOIN LATERAL (SELECT ci.check_in, ci.check_in + (1 + ${H('s.seq', 5)} % 6)::int AS check_out) dts
               CROSS JOIN LATERAL (SELECT CASE s.seq % 3 WHEN 0 THEN (4000000000 + s.seq * 7)::text
                                                         WHEN 1 THEN 'EXP-' || upper(to_hex(s.seq * 2654435761 % 4294967296)) || '-' || s.seq
                                                         ELSE 'RES' || lpad(s.seq::text, 8, '0') END AS voucher) v
           ) x
           JOIN LATERAL (SELECT string_agg(bg.name || ' ' || bg.doc
                                  || CASE WHEN bg.doc ~ '\\D' THEN ' ' || regexp_replace(bg.doc, '\\D', '', 'g') ELSE '' END
                                  || ' ' || bg.email, ' ' ORDER BY bg.k) AS parts
                           FROM bench_guests bg WHERE bg.seq = x.seq) g ON true
          -- Rows land in creation order, hotels interleaved, as a live system writes them.
          ORDER BY x.created_at`,
        [baseId],
      ),
    );
    await client.query(`SELECT setval(pg_get_serial_sequence('bookings', 'id'), (SELECT max(id) FROM bookings))`);

    // 5. The guests on their bookings; about half of the past and current ones did the web check-in.
    await timed(log, 'inserting booking persons', () =>
      client.query(
        `INSERT INTO booking_persons (booking_id, institution_id, position, name, email, phone, doc, webcheckin_status, webcheckin_at, created_at)
         SELECT b.id, b.institution_id, bg.k, bg.name, bg.email, bg.phone, bg.doc,
                CASE WHEN b.check_in <= ${TODAY} AND ${H('bg.seq * 8 + bg.k', 79)} % 2 = 0 THEN 'D' ELSE 'P' END,
                CASE WHEN b.check_in <= ${TODAY} AND ${H('bg.seq * 8 + bg.k', 79)} % 2 = 0 THEN b.check_in - interval '1 day' + time '20:00' END,
                b.created_at
           FROM bench_guests bg JOIN bookings b ON b.id = $1::bigint + bg.seq
          ORDER BY bg.seq, bg.k`,
        [baseId],
      ),
    );
    await client.query(`SELECT setval(pg_get_serial_sequence('booking_persons', 'id'), (SELECT max(id) FROM booking_persons))`);

    await timed(log, `rebuilding ${idx.length} indexes`, async () => {
      for (const i of idx) await client.query(i.indexdef);
    });
    await client.query('DROP TABLE bench_guests');
    await client.query('DROP TABLE bench_plan');
    await timed(log, 'vacuum analyze', async () => {
      await client.query('VACUUM (ANALYZE) bookings');
      await client.query('VACUUM (ANALYZE) booking_persons');
      await client.query('VACUUM (ANALYZE) booking_counts');
    });
    const { rows: totals } = await client.query(
      `SELECT (SELECT count(*) FROM bookings WHERE id > $1)::int AS bookings, (SELECT count(*) FROM booking_persons bp WHERE bp.booking_id > $1)::int AS persons`,
      [baseId],
    );
    return { hotels: ins.map((r) => r.id), ...totals[0], biggest: { institutionId: ins[0].id, bookings: counts[0] } };
  } finally {
    client.release();
  }
}
