import type { Driver } from '../connector.mjs';

export function createDriver(options?: { latencyMs?: number; maxRecordings?: number }): Driver;
