import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import type { PlainRoutes } from '../../platform/module';
import type { PlainRouteDoc } from '../../platform/openapi';

/**
 * The pre-arrival e-mail's QR code (issue 16, decision 0064): the booking's check-in link (/checkin?h=&voucher=) as
 * a PNG the lobby kiosk's camera reads. The picture holds only what the link itself carries (the hotel's link code
 * and the voucher; the guest still confirms with a name), and the server draws only its own check-in links, so it
 * is no general QR service. Served as an image the mail embeds by address (mail clients show remote images, and the
 * button's link stays beside it for those that do not).
 */
export const ARRIVAL_QR_PATH = '/qr/checkin.png';

const query = z.object({
  h: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
  voucher: z
    .string()
    .trim()
    .regex(/^[\w./-]{1,64}$/),
});

/** The check-in link a QR of this booking encodes. */
export function arrivalLink(publicUrl: string, h: string, voucher: string): string {
  return `${publicUrl}/checkin?h=${encodeURIComponent(h)}&voucher=${encodeURIComponent(voucher)}`;
}

/** The address of the QR picture of a booking's check-in link (what the mail embeds). */
export function arrivalQrUrl(publicUrl: string, h: string, voucher: string): string {
  return `${publicUrl}${ARRIVAL_QR_PATH}?h=${encodeURIComponent(h)}&voucher=${encodeURIComponent(voucher)}`;
}

const docs: PlainRouteDoc[] = [
  {
    method: 'get',
    path: ARRIVAL_QR_PATH,
    summary:
      "The QR code of a booking's check-in link (/checkin?h=&voucher=), as the pre-arrival e-mail shows it for the lobby kiosk's camera. Public: it holds nothing the link does not.",
    access: ['public'],
    responses: { '200': 'image/png', '400': 'h or voucher missing or not of their form' },
  },
];

function register(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Querystring: Record<string, string> }>(ARRIVAL_QR_PATH, async (req, reply) => {
    const q = query.safeParse(req.query ?? {});
    if (!q.success) return reply.code(400).send({ status: 0, message: 'h and voucher are required' });
    const png = await QRCode.toBuffer(arrivalLink(deps.config.publicUrl, q.data.h, q.data.voucher), {
      type: 'png',
      errorCorrectionLevel: 'M',
      margin: 2,
      scale: 6,
    });
    return reply.header('content-type', 'image/png').header('cache-control', 'public, max-age=604800, immutable').send(png);
  });
}

export const arrivalQrRoutes: PlainRoutes = { docs, register };
