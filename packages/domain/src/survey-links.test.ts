import { describe, expect, it } from 'vitest';
import { followUpHref, reviewStayHref } from './survey-links';

describe('review addresses', () => {
  const token = 'aaa.bbb.ccc';
  it('leads to the main survey with the token and, when known, the hotel’s code and language', () => {
    expect(reviewStayHref({ token, hotelCode: 'hotel-demo' })).toBe('/reviewstay?t=aaa.bbb.ccc&h=hotel-demo');
    expect(reviewStayHref({ token, hotelCode: null, locale: 'es' })).toBe('/reviewstay?t=aaa.bbb.ccc&locale=es');
  });
  it('leads to a follow-up with its questionnaire first and the same token', () => {
    expect(followUpHref('follow-up-abc123', { token, hotelCode: 'hotel-demo' })).toBe(
      '/follow-up?q=follow-up-abc123&t=aaa.bbb.ccc&h=hotel-demo',
    );
  });
  it('escapes what the address cannot carry as is', () => {
    expect(reviewStayHref({ token: 'a+b/c', hotelCode: 'x&y' })).toBe('/reviewstay?t=a%2Bb%2Fc&h=x%26y');
  });
});
