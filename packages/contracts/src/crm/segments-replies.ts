import { z } from 'zod';
import { filterTree } from './segments-filters';

export const segment = z.object({
  id: z.number(),
  name: z.string(),
  filter: filterTree,
  count: z.number(),
  createdBy: z.string().nullable(),
  updatedAt: z.string(),
});
export type Segment = z.infer<typeof segment>;

export const listSegmentsReply = z.object({ data: z.array(segment) });
export const removeSegmentReply = z.object({ status: z.literal(1), message: z.string() });

const option = z.object({ value: z.string(), text: z.string() });

/**
 * GetAvailableSegmentFiltersService (the CRM's GetAvailableExploreFiltersService: that name serves the bookings'
 * origin dropdown on /jwt/brokerJson/trial), in the spec's `data.avaiableFilters.avaiableFilter` (its spelling), one entry per
 * filterable field with its legacy query column (ORIGEM gives the origin dropdown's options), type and operators.
 */
export const availableFiltersReply = z.object({
  data: z.object({
    avaiableFilters: z.object({
      avaiableFilter: z.array(
        z.object({
          field: z.string(),
          queryColumn: z.string(),
          type: z.enum(['number', 'date', 'text', 'list', 'boolean']),
          operators: z.array(z.string()),
          options: z.array(option),
        }),
      ),
    }),
  }),
});
export type AvailableFilter = z.infer<typeof availableFiltersReply>['data']['avaiableFilters']['avaiableFilter'][number];
