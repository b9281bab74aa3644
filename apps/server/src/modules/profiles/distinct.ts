import type { Queryable } from '../../db/pool';

/** Whether staff said these two profiles are different people (guest_profile_distinct; decision 0061). */
export async function knownDistinct(tx: Queryable, a: number, b: number): Promise<boolean> {
  const { rows } = await tx.query(
    'SELECT 1 FROM guest_profile_distinct WHERE profile_id = LEAST($1::bigint, $2::bigint) AND other_profile_id = GREATEST($1::bigint, $2::bigint)',
    [a, b],
  );
  return rows.length > 0;
}
