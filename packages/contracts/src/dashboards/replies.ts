import { z } from 'zod';

/** A named query's name, as the path carries it (spec: /dashboardQueries/executeQuery/{name}). */
export const queryName = z.string().regex(/^[a-z][a-z0-9-]{1,62}$/, { message: 'unknown_query' });

/** A column of a named query: its key in the rows, its type (how the grid and the workbook format it), its title. */
export const queryColumn = z.object({
  key: z.string(),
  type: z.enum(['text', 'int', 'decimal', 'money', 'percent', 'date', 'datetime']),
  label: z.string(),
});
export type QueryColumn = z.infer<typeof queryColumn>;
