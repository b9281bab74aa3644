import { describe, expect, it } from 'vitest';
import { readArrivalQr } from './arrival-qr';

describe('readArrivalQr', () => {
  it("reads the voucher of this hotel's pre-arrival link", () => {
    expect(readArrivalQr('https://x.test/checkin?h=hotel-demo&locale=pt&voucher=ABC123', 'hotel-demo')).toEqual({ voucher: 'ABC123' });
  });
  it("ignores another hotel's link, another page, a link without a voucher and plain text", () => {
    expect(readArrivalQr('https://x.test/checkin?h=other&voucher=ABC', 'hotel-demo')).toBeNull();
    expect(readArrivalQr('https://x.test/payment?h=hotel-demo&voucher=ABC', 'hotel-demo')).toBeNull();
    expect(readArrivalQr('https://x.test/checkin?h=hotel-demo', 'hotel-demo')).toBeNull();
    expect(readArrivalQr('ABC123', 'hotel-demo')).toBeNull();
  });
});
