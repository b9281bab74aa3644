// The CRM segments' pages, one chunk (routes.ts loads it with the words; the builder's sample uses the guests' words too).
export { SegmentBuilderPage } from './segment-builder-page';
export { SegmentListPage } from './segment-list-page';
