import { isValidReleaseCode } from '@gm/domain/validators';

/** How long a generated release code is: within the policy's 4 to 8 digits, and a million possibilities. */
export const GENERATED_LENGTH = 6;

/**
 * A release code drawn from the browser's cryptographic generator (`fill` is crypto.getRandomValues): six digits, each
 * from a byte below 250 (rejection sampling, so no digit is likelier than another).
 */
export function generateReleaseCode(
  fill: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer> = (b) => crypto.getRandomValues(b),
): string {
  let code = '';
  while (code.length < GENERATED_LENGTH) {
    for (const byte of fill(new Uint8Array(16))) {
      if (byte < 250 && code.length < GENERATED_LENGTH) code += String(byte % 10);
    }
  }
  if (!isValidReleaseCode(code)) throw new Error('generated release code outside the policy');
  return code;
}
