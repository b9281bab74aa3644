import { FLAG_NAMES } from '@gm/contracts/institutions/settings';
import { describe, expect, it } from 'vitest';
import { FLAG_GROUPS } from './flag-groups';

describe('the flags page', () => {
  it('offers every settable flag exactly once', () => {
    const shown = FLAG_GROUPS.flatMap((g) => g.flags.map((f) => f.name));
    expect([...shown].sort()).toEqual([...FLAG_NAMES].sort());
  });
});
