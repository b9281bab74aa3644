import type { Driver } from '../connector.mjs';

export function createDriver(options: { command: string; args?: string[] }): Driver;
