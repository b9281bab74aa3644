import { z } from 'zod';
import { escapeHtml } from './html';
import { type AnyService, accessList, servicePaths } from './registry';

function inputSchema(def: AnyService): unknown {
  try {
    return z.toJSONSchema(def.input, { io: 'input', unrepresentable: 'any' });
  } catch {
    return {};
  }
}

/** The reply's JSON schema, from the contract's output schema. */
function replyContent(def: AnyService): Record<string, unknown> | undefined {
  if (!def.output) return undefined;
  try {
    const schema = z.toJSONSchema(def.output, { io: 'output', unrepresentable: 'any' });
    return { [def.reply === 'text' ? 'text/plain' : 'application/json']: { schema } };
  } catch {
    return undefined;
  }
}

function permissionText(def: AnyService): string | null {
  if (!def.permission) return null;
  const list = Array.isArray(def.permission) ? def.permission : [def.permission];
  return list.map((p) => `${p.area}:${p.instance === 'user' ? '{idUser}' : p.instance === '*' ? '*' : '{codIns}'}:${p.action}`).join(' | ');
}

/**
 * A route outside the service registry (uploads, images, locations, postal codes, the live stream,
 * health): its module describes it here, next to the route, so /openapi.json lists every path.
 */
export interface PlainRouteDoc {
  method: 'get' | 'post';
  /** OpenAPI path, parameters in braces: '/image/{kind}/{file}'. */
  path: string;
  summary: string;
  /** Who may call it, as the services say it (public, guest, user) or how (signed link). */
  access: string[];
  pathParams?: Record<string, string>;
  /** A zod schema of the query string, or names with descriptions. */
  query?: z.ZodType | Record<string, string>;
  /** Request body content type and what it holds. */
  body?: { contentType: string; description: string };
  /** What it answers; the 401 of a route that needs a token is added. */
  responses: Record<string, string>;
}

const plainRoutes: PlainRouteDoc[] = [];

export function documentRoute(doc: PlainRouteDoc): void {
  const same = plainRoutes.findIndex((r) => r.method === doc.method && r.path === doc.path);
  if (same >= 0) plainRoutes[same] = doc;
  else plainRoutes.push(doc);
}

function queryParameters(query: PlainRouteDoc['query']): unknown[] {
  if (!query) return [];
  if (query instanceof z.ZodType) {
    const schema = z.toJSONSchema(query, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, unknown>;
      required?: string[];
    };
    return Object.entries(schema.properties ?? {}).map(([name, s]) => ({
      name,
      in: 'query',
      required: schema.required?.includes(name) ?? false,
      schema: s,
    }));
  }
  return Object.entries(query).map(([name, description]) => ({
    name,
    in: 'query',
    required: false,
    description,
    schema: { type: 'string' },
  }));
}

function plainPaths(paths: Record<string, Record<string, unknown>>): void {
  for (const r of plainRoutes) {
    const open = r.access.includes('public') || r.access.includes('signed link');
    // As for the services: a route that needs a token answers 401 without one.
    const responses = open ? r.responses : { '401': 'No context, booking or user token, or an invalid one', ...r.responses };
    const op: Record<string, unknown> = {
      operationId: `${r.method}:${r.path}`,
      summary: r.summary,
      tags: ['routes'],
      security: open ? [] : [{ bearer: [] }],
      'x-access': r.access,
      parameters: [
        ...Object.entries(r.pathParams ?? {}).map(([name, description]) => ({
          name,
          in: 'path',
          required: true,
          description,
          schema: { type: 'string' },
        })),
        ...queryParameters(r.query),
      ],
      responses: Object.fromEntries(Object.entries(responses).map(([code, description]) => [code, { description }])),
    };
    if (r.body) op.requestBody = { content: { [r.body.contentType]: { schema: { description: r.body.description } } } };
    paths[r.path] = { ...(paths[r.path] ?? {}), [r.method]: op };
  }
}

function pathParameters(path: string): unknown[] {
  return [...path.matchAll(/:(\w+)/g)].map((m) => ({ name: m[1], in: 'path', required: true, schema: { type: 'string' } }));
}

/** The OpenAPI document, generated from the one registry: every service, path, input and permission. */
export function openApiDocument(services: AnyService[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const def of services) {
    const permission = permissionText(def);
    const access = accessList(def);
    for (const path of servicePaths(def)) {
      const form = def.form ? { 'application/x-www-form-urlencoded': { schema: inputSchema(def) } } : {};
      const method = def.method === 'GET' ? 'get' : 'post';
      const body =
        method === 'get'
          ? { parameters: pathParameters(path) }
          : { parameters: pathParameters(path), requestBody: { content: { 'application/json': { schema: inputSchema(def) }, ...form } } };
      paths[path.replace(/:(\w+)/g, '{$1}')] = {
        [method]: {
          operationId: `${def.name}:${path}`,
          summary: def.summary,
          tags: [path.split('/').filter(Boolean).slice(0, -1).join('/') || 'auth'],
          security: access.includes('public') ? [] : [{ bearer: [] }],
          'x-service-name': def.name,
          'x-access': access,
          'x-permission': permission,
          'x-legacy-xml': def.xml === true,
          ...body,
          responses: {
            '200': {
              description: def.reply === 'text' ? 'Semicolon-separated text' : def.reply === 'binary' ? 'A file' : 'Service reply',
              ...(replyContent(def) ? { content: replyContent(def) } : {}),
            },
            '400': { description: 'Bad input: { status: 0, message, errors[{path, message}] }' },
            '401': { description: 'Not signed in or token invalid' },
            '403': { description: 'Missing permission or another hotel' },
            '422': { description: 'Refused by a rule: { status: 0, message }' },
          },
        },
      };
    }
  }
  plainPaths(paths);
  return {
    openapi: '3.1.0',
    info: { title: 'Guest platform API', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

/** A browsable, script-free page of the registry (works under the strict CSP). */
export function apiPage(services: AnyService[]): string {
  const rows = [...services]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((def) => {
      const schema = JSON.stringify(inputSchema(def), null, 2);
      return `<section id="${escapeHtml(def.name)}"><h2>${escapeHtml(def.name)}</h2><p>${escapeHtml(def.summary)}</p>
<dl><dt>Paths</dt><dd>${servicePaths(def)
        .map((p) => `<code>POST ${escapeHtml(p)}</code>`)
        .join('<br>')}</dd>
<dt>Access</dt><dd>${escapeHtml(accessList(def).join(', '))}</dd>
<dt>Permission</dt><dd>${escapeHtml(permissionText(def) ?? '—')}</dd>
${def.xml ? '<dt>Legacy XML</dt><dd>yes (serviceRequest envelope on the base path)</dd>' : ''}</dl>
<details><summary>Input schema</summary><pre>${escapeHtml(schema)}</pre></details></section>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API reference</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1b2533}
h1{color:#3a547b}section{border-top:1px solid #ccd;padding:.5rem 0}code,pre{background:#f3f5f9;padding:2px 4px}
pre{overflow:auto;padding:.5rem}dt{font-weight:600}</style></head><body>
<h1>API reference</h1><p>${services.length} services. Machine-readable: <a href="/openapi.json">/openapi.json</a>.
Errors: <code>{ status: 0, message }</code> in the caller's language (<code>?locale=pt|en|es</code>).</p>
<nav><ul>${[...services]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((d) => `<li><a href="#${escapeHtml(d.name)}">${escapeHtml(d.name)}</a></li>`)
    .join('')}</ul></nav>
${rows}
<section id="routes"><h2>Other routes</h2><p>Uploads, images, locations, postal codes, the live stream and health.</p>
<dl>${plainRoutes
    .map(
      (r) =>
        `<dt><code>${r.method.toUpperCase()} ${escapeHtml(r.path)}</code></dt><dd>${escapeHtml(r.summary)} <em>(${escapeHtml(r.access.join(', '))})</em></dd>`,
    )
    .join('')}</dl></section></body></html>`;
}
