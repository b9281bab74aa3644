/**
 * A simulated lock server, for trying the connector without one: encodes after latencyMs, counts recordings per
 * booking in memory and refuses past maxRecordings; a revocation forgets the booking's keys. Options:
 * { latencyMs: 2500, maxRecordings: 4 }.
 */
export function createDriver({ latencyMs = 2500, maxRecordings = 4 } = {}) {
  const recorded = new Map();
  return {
    async encode(job) {
      await new Promise((resolve) => setTimeout(resolve, latencyMs));
      const before = recorded.get(job.booking) ?? 0;
      if (before + job.cards > maxRecordings) return { ok: false, reason: 'max_recordings', recordings: before };
      recorded.set(job.booking, before + job.cards);
      return { ok: true, recordings: before + job.cards };
    },
    async revoke(job) {
      await new Promise((resolve) => setTimeout(resolve, latencyMs));
      recorded.delete(job.booking);
      return { ok: true };
    },
  };
}
