import type pg from 'pg';

export interface GenerateOptions {
  bookings?: number;
  persons?: number;
  hotels?: number;
  log?: (message: string) => void;
}

export interface GenerateResult {
  hotels: number[];
  bookings: number;
  persons: number;
  biggest: { institutionId: number; bookings: number };
}

export function generateBookings(pool: pg.Pool, options?: GenerateOptions): Promise<GenerateResult>;
