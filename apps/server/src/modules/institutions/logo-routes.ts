import { randomBytes } from 'node:crypto';
import multipart from '@fastify/multipart';
import { LOGO_UPLOAD_PATH } from '@gm/contracts/institutions/settings';
import { PERMISSIONS } from '@gm/contracts/permissions';
import { satisfies } from '@gm/domain/permissions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { openBlob, sealBlob } from '../../adapters/blob/crypto';
import type { Queryable } from '../../db/pool';
import type { AppDeps } from '../../platform/deps';
import { AppError, forbidden } from '../../platform/errors';
import { signedInCaller } from '../../platform/http-caller';
import type { PlainRoutes } from '../../platform/module';
import type { PlainRouteDoc } from '../../platform/openapi';
import type { InstitutionContext } from '../../platform/registry';
import { MAX_UPLOAD_BYTES, processImage } from '../documents/public';
import { changeInstitution } from './basic-settings';
import { logoPath, logoVersion } from './logo-path';
import { findSettings } from './settings';

/**
 * The hotel's logo (basic settings): uploaded like a guest document (magic bytes, polyglot check, decoded and
 * re-encoded as a fresh JPEG without metadata, documents' processImage), at most 800 px on its long side, sealed
 * under the hotel's key in the blob store like every image, its key in institutions.logo_key. Served publicly, for
 * the guest pages and e-mails, at GET /institutions/{codIns}/logo (logoPath), versioned by `?v=`.
 */

const LOGO_MAX_SIDE = 800;
/** Decrypted logos kept per process (each ~20-80 KB): the guest pages ask for them on every first visit. */
const MEMO_SIZE = 64;
const memo = new Map<string, Buffer>();

function remember(key: string, bytes: Buffer): void {
  if (memo.size >= MEMO_SIZE) memo.delete(memo.keys().next().value!);
  memo.set(key, bytes);
}

async function logoBytes(deps: AppDeps, institutionId: number, key: string): Promise<Buffer | null> {
  const hit = memo.get(key);
  if (hit) return hit;
  const sealed = await deps.ports.blob.get(key);
  if (!sealed) return null;
  const bytes = openBlob(deps.ports.blobKeyring, institutionId, key, sealed);
  remember(key, bytes);
  return bytes;
}

/** The signed-in user's hotel, when they may change its basic settings. */
async function settingsEditor(deps: AppDeps, req: FastifyRequest): Promise<Pick<InstitutionContext, 'caller' | 'institutionId'>> {
  const caller = await signedInCaller(deps, req);
  if (caller.kind !== 'user') throw forbidden();
  const codIns = caller.codIns;
  if (codIns === null) throw new AppError('platform.no_context', { httpStatus: 403 });
  if (!satisfies(caller.permissions, PERMISSIONS.CHANGEINS.basic, { codIns, idUser: caller.idUser })) throw forbidden();
  return { caller, institutionId: codIns };
}

function malformed(error: unknown): never {
  if (error instanceof AppError) throw error;
  if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
    throw new AppError('documents.too_large', { httpStatus: 413, params: { mb: MAX_UPLOAD_BYTES / 1024 / 1024 } });
  }
  throw new AppError('documents.bad_upload', { httpStatus: 400 });
}

async function upload(deps: AppDeps, req: FastifyRequest, reply: FastifyReply) {
  const editor = await settingsEditor(deps, req);
  if (!req.isMultipart()) throw new AppError('documents.no_file', { httpStatus: 400 });
  const file = await req.file().catch(malformed);
  if (!file) throw new AppError('documents.no_file', { httpStatus: 400 });
  const image = await processImage(await file.toBuffer().catch(malformed), { kind: 'logo', validate: false, maxSide: LOGO_MAX_SIDE });
  const id = editor.institutionId;
  const key = randomBytes(24).toString('base64url');
  await deps.ports.blob.put(key, sealBlob(deps.ports.blobKeyring.current, id, key, image.data));
  const replaced: { key: string | null } = { key: null };
  const ctx = { ...editor, deps, ip: req.ip, requestId: req.id };
  let result: Awaited<ReturnType<typeof changeInstitution>>;
  try {
    result = await changeInstitution(ctx, async (tx: Queryable) => {
      const { rows } = await tx.query<{ logo_key: string | null }>('SELECT logo_key FROM institutions WHERE id = $1', [id]);
      replaced.key = rows[0]?.logo_key ?? null;
      await tx.query('UPDATE institutions SET logo_key = $2 WHERE id = $1', [id, key]);
    });
  } catch (error) {
    await deps.ports.blob.delete(key).catch(() => {});
    throw error;
  }
  if (replaced.key) await removeStoredLogo(deps, replaced.key);
  reply.header('cache-control', 'no-store');
  return result;
}

/** Removes a replaced logo's object (best effort: the row no longer names it). */
export async function removeStoredLogo(deps: AppDeps, key: string): Promise<void> {
  memo.delete(key);
  await deps.ports.blob.delete(key).catch(() => {});
}

async function serve(deps: AppDeps, req: FastifyRequest<{ Params: { codIns: string }; Querystring: { v?: string } }>, reply: FastifyReply) {
  const notFound = () => new AppError('institutions.logo_not_found', { httpStatus: 404 });
  if (!/^\d{1,9}$/.test(req.params.codIns)) throw notFound();
  const id = Number(req.params.codIns);
  const key = (await findSettings(deps.db, id))?.logoKey;
  if (!key) throw notFound();
  const version = logoVersion(key);
  const etag = `"${version}"`;
  reply
    .header('etag', etag)
    // The address with the current version never changes; without it, a browser asks again after a few minutes.
    .header('cache-control', req.query?.v === version ? 'public, max-age=31536000, immutable' : 'public, max-age=300')
    // E-mails and other sites may show it.
    .header('cross-origin-resource-policy', 'cross-origin');
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  const bytes = await logoBytes(deps, id, key);
  if (!bytes) throw notFound();
  return reply.type('image/jpeg').send(bytes);
}

const docs: PlainRouteDoc[] = [
  {
    method: 'post',
    path: LOGO_UPLOAD_PATH,
    summary:
      "Replaces the current hotel's logo (multipart, one image; CHANGEINS basic): checked and re-encoded like a guest document, at most 800 px, sealed at rest. Answers the basic settings.",
    access: ['user'],
    body: {
      contentType: 'multipart/form-data',
      description: `the image (JPEG, PNG or WebP), at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
    },
    responses: {
      '200': '{ status: 1, settings, contextIns } (ConfiguracaoBasicaService)',
      '400': 'Not an image, corrupt',
      '403': 'No CHANGEINS basic permission in the current hotel',
      '413': 'Too large',
    },
  },
  {
    method: 'get',
    path: '/institutions/{codIns}/logo',
    summary:
      "A hotel's logo (public: guest pages and e-mails), with an ETag; `v` (the version in its address) makes it cacheable for a year.",
    access: ['public'],
    pathParams: { codIns: 'the institution code' },
    query: { v: 'the logo version (from contextIns.LOGOURL)' },
    responses: { '200': 'The JPEG', '304': 'Not modified (If-None-Match)', '404': 'The hotel has no logo' },
  },
];

async function registerLogoRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 256, parts: 6, headerPairs: 100 },
    });
    scope.post(LOGO_UPLOAD_PATH, { config: { rateLimit: { max: 30, timeWindow: 60_000 } } }, (req, reply) => upload(deps, req, reply));
  });
  app.get<{ Params: { codIns: string }; Querystring: { v?: string } }>(`${logoPath(0).replace('/0/', '/:codIns/')}`, (req, reply) =>
    serve(deps, req, reply),
  );
}

/** POST the logo, GET it (listed in institutions' manifest). */
export const logoRoutes: PlainRoutes = { docs, register: registerLogoRoutes };
