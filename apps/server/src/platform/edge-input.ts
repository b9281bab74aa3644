import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * Text PostgreSQL cannot store never goes past the edge (docs/decisions/0019-edge-input-and-sign-in-limits.md):
 * a NUL character is refused by every text and json column (22021 / 22P05), and a lone UTF-16 surrogate has no
 * UTF-8 form (the driver would silently store U+FFFD instead). One check of the whole request, not one per field,
 * so a new service or route cannot bring the 500 back.
 */

// A NUL, a high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding NUL is the point of this pattern
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function isBadText(text: string): boolean {
  return BAD_TEXT.test(text);
}

/**
 * The path of the first string (or object key) in `value` with bad text, or null. Walks with its own stack: a
 * deeply nested body (1 MB of '[') must not overflow the call stack.
 */
function badTextPath(value: unknown, root: string): string | null {
  const stack: [unknown, string][] = [[value, root]];
  while (stack.length > 0) {
    const [v, path] = stack.pop()!;
    if (typeof v === 'string') {
      if (isBadText(v)) return path;
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i--) stack.push([v[i], `${path}.${i}`]);
    } else if (v !== null && typeof v === 'object' && !Buffer.isBuffer(v)) {
      for (const key of Object.keys(v)) {
        if (isBadText(key)) return path;
        stack.push([(v as Record<string, unknown>)[key], `${path}.${key}`]);
      }
    }
  }
  return null;
}

function invalidCharacters(path: string): AppError {
  return new AppError('platform.invalid_characters', {
    httpStatus: 400,
    extra: { errors: [{ path, message: 'invalid_characters' }] },
  });
}

/** Throws the translated 400 when `value` holds bad text anywhere. */
export function assertCleanText(value: unknown, root: string): void {
  const path = badTextPath(value, root);
  if (path !== null) throw invalidCharacters(path);
}

const isXmlBody = (req: FastifyRequest) => typeof req.body === 'string' && /xml/.test(String(req.headers['content-type'] ?? ''));

/**
 * On every route (registry transports, uploads, images, pages, the not-found handler): the decoded path
 * parameters, query string and parsed body, and the user agent a session or an accepted term stores. The legacy
 * XML envelope is checked by the transport once its requestBody is decoded, so the refusal is answered in XML.
 * Multipart fields are read by their handler (checkin/document-routes.ts checks them there).
 */
export function registerEdgeInputCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    assertCleanText(req.params, 'params');
    assertCleanText(req.query, 'query');
    if (!isXmlBody(req)) assertCleanText(req.body, 'body');
    const agent = req.headers['user-agent'];
    if (typeof agent === 'string' && isBadText(agent)) throw invalidCharacters('headers.user-agent');
  });
}
