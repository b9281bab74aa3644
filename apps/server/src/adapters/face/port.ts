/**
 * The face engine (docs/decisions/0068-facial-booking-search.md): turns a face photo into an embedding and says
 * how alike two embeddings are. Only embeddings are kept (sealed, in face_index); the photo itself stays where the
 * documents module keeps it. Every embedding is stored with the engine that made it, and a search compares only
 * embeddings of the same engine: vectors of two models are not comparable.
 */
export interface FaceEmbedding {
  /** Unit length (L2-normalised), so the cosine similarity is the dot product. */
  vector: Float32Array;
}

export interface FacePort {
  /** Stored with each embedding, e.g. 'sandbox-v1'. */
  readonly engine: string;
  /** The similarity at and above which two embeddings are taken as the same face. */
  readonly threshold: number;
  /** The embedding of the one face in a JPEG; null when no face is found (or the photo is unusable). */
  embed(jpeg: Buffer): Promise<FaceEmbedding | null>;
}

/** Cosine similarity of two unit vectors (the dot product); 0 when the lengths differ. */
export function similarity(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) return 0;
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

/** Scales a vector to unit length in place; null when it is all zeros. */
export function normalise(v: Float32Array): Float32Array | null {
  let n = 0;
  for (const x of v) n += x * x;
  n = Math.sqrt(n);
  if (!(n > 1e-9)) return null;
  for (let i = 0; i < v.length; i++) v[i]! /= n;
  return v;
}
