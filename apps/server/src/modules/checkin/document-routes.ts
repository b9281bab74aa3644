import multipart from '@fastify/multipart';
import { documentUploadQuery, faceUploadQuery, IMAGE_KINDS, type ImageKind } from '@gm/contracts/checkin';
import { formatDateTime } from '@gm/domain/format';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerOf } from '../../platform/caller';
import type { AppDeps } from '../../platform/deps';
import { assertCleanText } from '../../platform/edge-input';
import { AppError } from '../../platform/errors';
import { escapeHtml } from '../../platform/html';
import { signedInCaller, userAgentOf } from '../../platform/http-caller';
import { text } from '../../platform/messages';
import type { PlainRoutes } from '../../platform/module';
import type { PlainRouteDoc } from '../../platform/openapi';
import { requestLocale } from '../../platform/transports';
import {
  acceptedTerm,
  blobByKey,
  imagePath,
  logAccess,
  MAX_UPLOAD_BYTES,
  processImage,
  readImage,
  signPath,
  storeImage,
  termPath,
  type Viewer,
  verifyPath,
} from '../documents/public';
import { settingsOf } from '../institutions/public';
import { uploadOwner } from './document-access';
import { assertMayIndex, indexFace } from './face-search';

/**
 * POST /documentosUploader and /faceUploader (multipart, one image), GET /image/{kind}/{key}.jpg and
 * /ViewTermoJuridico/{id} (signed URLs). Multipart is registered only inside this plugin.
 */

/** Per IP and minute: six times the sign-in limit (60 by default; raised with RATE_LIMIT_AUTH_MAX for load tests). */
const uploadRate = (deps: AppDeps) => ({ max: Math.max(60, deps.config.rateLimitAuthMax * 6), timeWindow: 60_000 });

/** A multipart body the parser cannot read (no boundary, broken parts) is the client's fault: 400. */
function malformed(error: unknown): never {
  if (error instanceof AppError) throw error;
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
    throw new AppError('documents.too_large', { httpStatus: 413, params: { mb: MAX_UPLOAD_BYTES / 1024 / 1024 } });
  }
  throw new AppError('documents.bad_upload', { httpStatus: 400 });
}

async function readUpload(req: FastifyRequest): Promise<{ fields: Record<string, string>; data: Buffer }> {
  if (!req.isMultipart()) throw new AppError('documents.no_file', { httpStatus: 400 });
  const file = await req.file().catch(malformed);
  if (!file) throw new AppError('documents.no_file', { httpStatus: 400 });
  const fields: Record<string, string> = {};
  for (const [name, f] of Object.entries(file.fields)) {
    const one = Array.isArray(f) ? f[0] : f;
    if (one && one.type === 'field' && typeof one.value === 'string') fields[name] = one.value;
  }
  // The edge's check (platform/edge-input.ts) ran before the multipart body was read.
  assertCleanText(fields, 'body');
  return { fields, data: await file.toBuffer().catch(malformed) };
}

function uploadHandler(deps: AppDeps, face: boolean) {
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const caller = await signedInCaller(deps, req);
    const { fields, data } = await readUpload(req);
    const merged = { ...fields, ...(req.query as Record<string, string>) };
    const q = face ? faceUploadQuery.parse(merged) : documentUploadQuery.parse(merged);
    const { owner, viewer } = await uploadOwner(deps, caller, bearerOf(req), { CODRES: q.CODRES, CODPESRES: q.CODPESRES });
    const kind = face ? 'personface' : (q as { tipo: ImageKind }).tipo;
    const validate = face || (q as { validate: string }).validate === 'true';
    const image = await processImage(data, { kind, validate });
    const indexFaces = face && (q as { tryToIndexFaces: string }).tryToIndexFaces === 'S';
    // Biometric data only with the booking person's live consent, at a hotel that offers the search (0068).
    if (indexFaces) await assertMayIndex(deps, owner.institutionId, owner.personId);
    const key = await storeImage(deps, { ...owner, indexFaces }, kind, image);
    reply.header('cache-control', 'no-store');
    if (face) {
      const indexed =
        indexFaces && owner.personId !== null
          ? await indexFace(
              deps,
              { institutionId: owner.institutionId, bookingId: owner.bookingId, personId: owner.personId },
              { key, jpeg: image.data },
            )
          : false;
      return { status: 1, facialToken: key, chave: key, indexarFace: indexed ? 'S' : 'N', width: image.width, height: image.height };
    }
    const url = signPath(deps.config.jwtSecret, imagePath(kind as ImageKind, key), viewer);
    return { status: 1, chave: key, key, tipo: kind, url, width: image.width, height: image.height };
  };
}

function refuseLink(reason: 'invalid' | 'expired'): AppError {
  return new AppError(reason === 'expired' ? 'documents.link_expired' : 'documents.link_invalid', { httpStatus: 403 });
}

/**
 * A guest's link opens only images of their own booking (the signature binds the viewer; this re-checks it); a
 * staff member's only while the session it names is live and they still work at the image's hotel.
 */
async function viewerMayOpen(deps: AppDeps, viewer: Viewer, institutionId: number, bookingId: number | null): Promise<boolean> {
  if (viewer.kind === 'guest') return bookingId !== null && viewer.bookingId === bookingId;
  const user = await deps.sessions.load(viewer.sessionId);
  return !!user && user.idUser === viewer.userId && user.institutions.some((i) => i.id === institutionId);
}

const SIGNED = { e: 'expiry (epoch seconds)', v: 'the viewer the link was made for', s: 'signature' };
const IMAGE_ANSWERS = {
  '200': 'The JPEG (no-store)',
  '403': 'Link invalid or expired: { status: 0, message }',
  '404': 'No such image for this viewer',
};
const docs: PlainRouteDoc[] = [
  {
    method: 'post',
    path: '/documentosUploader',
    summary:
      'Uploads a document image (multipart field "file"): checked by magic bytes, re-encoded, EXIF/GPS stripped, encrypted at rest. validate=true refuses unusable photos.',
    access: ['guest', 'user'],
    query: documentUploadQuery,
    body: { contentType: 'multipart/form-data', description: `file: the image, at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB` },
    responses: {
      '200': '{ status: 1, chave, tipo, url (signed, expiring), width, height }',
      '400': 'Not an image, corrupt or unusable',
      '413': 'Too large',
      '403': 'Another booking or hotel',
    },
  },
  {
    method: 'post',
    path: '/faceUploader',
    summary:
      "Uploads the guest's face photo (multipart field \"file\"), always validated. tryToIndexFaces=S also indexes the face for the kiosk's facial search (decision 0068): only at a hotel with HASBUSCAFACIAL = S and with the booking person's consent (ConsentimentoFacialService), else 400; indexarFace says whether a face was indexed.",
    access: ['guest', 'user'],
    query: faceUploadQuery,
    body: { contentType: 'multipart/form-data', description: 'file: the photo' },
    responses: {
      '200': '{ status: 1, facialToken, chave, indexarFace, width, height }',
      '400': 'Not an image or unusable; tryToIndexFaces=S without the consent or at a hotel without the facial search',
      '413': 'Too large',
    },
  },
  {
    method: 'get',
    path: '/image/{kind}/{file}',
    summary: 'A stored image through its signed, expiring link (staff of the hotel or the guest of the booking); every view is logged.',
    access: ['signed link'],
    pathParams: { kind: IMAGE_KINDS.join(' | '), file: '<key>.jpg' },
    query: { ...SIGNED, m: 'true: download instead of inline' },
    responses: IMAGE_ANSWERS,
  },
  {
    method: 'get',
    path: '/ViewTermoJuridico/{id}',
    summary: 'An accepted term as a printable page (term text, signature, instant, IP and device) through its signed link.',
    access: ['signed link'],
    pathParams: { id: 'the accepted term id' },
    query: SIGNED,
    responses: { '200': 'HTML page', '403': 'Link invalid or expired', '404': 'No such term for this viewer' },
  },
];

async function registerDocumentRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 256, parts: 12, headerPairs: 100 },
    });
    scope.post('/documentosUploader', { config: { rateLimit: uploadRate(deps) } }, uploadHandler(deps, false));
    scope.post('/faceUploader', { config: { rateLimit: uploadRate(deps) } }, uploadHandler(deps, true));
  });

  app.get<{ Params: { kind: string; file: string }; Querystring: Record<string, string> }>('/image/:kind/:file', async (req, reply) => {
    const kind = req.params.kind as ImageKind;
    const m = /^([A-Za-z0-9_-]{32})\.jpg$/.exec(req.params.file);
    if (!IMAGE_KINDS.includes(kind) || !m) throw new AppError('documents.not_found', { httpStatus: 404 });
    const key = m[1]!;
    const check = verifyPath(deps.config.jwtSecret, imagePath(kind, key), req.query ?? {});
    if (!check.ok) throw refuseLink(check.reason);
    const blob = await blobByKey(deps.db, key);
    if (!blob || blob.kind !== kind || !(await viewerMayOpen(deps, check.viewer, blob.institution_id, blob.booking_id)))
      throw new AppError('documents.not_found', { httpStatus: 404 });
    const download = req.query?.m === 'true';
    const bytes = await readImage(deps, blob);
    if (!bytes) throw new AppError('documents.not_found', { httpStatus: 404 });
    await logAccess(deps.db, {
      institutionId: blob.institution_id,
      bookingId: blob.booking_id,
      objectKind: kind,
      objectRef: key,
      viewer: check.viewer,
      download,
      ip: req.ip,
      userAgent: userAgentOf(req),
    });
    reply
      .type('image/jpeg')
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `${download ? 'attachment' : 'inline'}; filename="${kind}-${key.slice(0, 8)}.jpg"`);
    return reply.send(bytes);
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, string> }>('/ViewTermoJuridico/:id', async (req, reply) => {
    if (!/^\d{1,15}$/.test(req.params.id)) throw new AppError('documents.term_not_found', { httpStatus: 404 });
    const id = Number(req.params.id);
    const check = verifyPath(deps.config.jwtSecret, termPath(id), req.query ?? {});
    if (!check.ok) throw refuseLink(check.reason);
    const term = await acceptedTerm(deps.db, id);
    if (!term || !(await viewerMayOpen(deps, check.viewer, term.institution_id, term.booking_id)))
      throw new AppError('documents.term_not_found', { httpStatus: 404 });
    const hotel = await settingsOf(deps.db, term.institution_id);
    await logAccess(deps.db, {
      institutionId: term.institution_id,
      bookingId: term.booking_id,
      objectKind: 'term',
      objectRef: String(id),
      viewer: check.viewer,
      download: false,
      ip: req.ip,
      userAgent: userAgentOf(req),
    });
    const locale = requestLocale(req);
    const t = (k: string) => escapeHtml(text(k, locale, hotel));
    const signature = term.signature_key
      ? `<img alt="${t('documents.term_signature')}" src="${escapeHtml(signPath(deps.config.jwtSecret, imagePath('personsign', term.signature_key), check.viewer))}">`
      : `<p>${t('documents.no_signature')}</p>`;
    const body = escapeHtml(term.term_body ?? '').replace(/\n/g, '<br>');
    reply.type('text/html; charset=utf-8').header('cache-control', 'private, no-store');
    return (
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<title>${escapeHtml(term.term_description)}</title><style>body{font-family:system-ui,sans-serif;max-width:720px;margin:24px auto;padding:0 16px;color:#1a1a1a}` +
      `dl{display:grid;grid-template-columns:max-content 1fr;gap:4px 12px}dt{font-weight:600}img{max-width:100%;border:1px solid #ccc}</style></head><body>` +
      `<h1>${escapeHtml(term.term_description)}</h1><p>${body}</p><dl>` +
      `<dt>${t('documents.term_guest')}</dt><dd>${escapeHtml(term.person_name)}</dd>` +
      `<dt>${t('documents.term_accepted_at')}</dt><dd>${escapeHtml(formatDateTime(term.accepted_at, hotel.timeZone))}</dd>` +
      `<dt>${t('documents.term_ip')}</dt><dd>${escapeHtml(term.ip ?? '-')}</dd>` +
      `<dt>${t('documents.term_device')}</dt><dd>${escapeHtml(term.user_agent ?? '-')}</dd>` +
      (term.assisted_by ? `<dt>${t('documents.term_assisted')}</dt><dd>${escapeHtml(term.assisted_by)}</dd>` : '') +
      `</dl>` +
      `<h2>${t('documents.term_signature')}</h2>${signature}</body></html>`
    );
  });
}

/** The multipart uploaders, the signed image and the accepted-term page (listed in checkin's manifest). */
export const documentRoutes: PlainRoutes = { docs, register: registerDocumentRoutes };
