/**
 * The booking a QR code of the pre-arrival e-mail names: its check-in link (/checkin?h=<hotel>&voucher=<voucher>),
 * read by the kiosk's camera. Only a link of this kiosk's hotel counts; the guest still confirms with a name (the
 * same second factor as the manual search).
 */
export function readArrivalQr(text: string, hotelLink: string): { voucher: string } | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  if (!/\/checkin\/?$/i.test(url.pathname)) return null;
  if (url.searchParams.get('h') !== hotelLink) return null;
  const voucher = url.searchParams.get('voucher')?.trim() ?? '';
  return voucher && voucher.length <= 64 ? { voucher } : null;
}
