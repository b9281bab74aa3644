import { z } from 'zod';
import { type AnyService, accessList, servicePaths } from './registry';

function inputSchema(def: AnyService): unknown {
  try {
    return z.toJSONSchema(def.input, { io: 'input', unrepresentable: 'any' });
  } catch {
    return {};
  }
}

function permissionText(def: AnyService): string | null {
  if (!def.permission) return null;
  const list = Array.isArray(def.permission) ? def.permission : [def.permission];
  return list
    .map((p) => `${p.area}:${p.instance === 'user' ? '{idUser}' : p.instance === '*' ? '*' : '{codIns}'}:${p.action}`)
    .join(' | ');
}

/** The OpenAPI document, generated from the one registry: every service, path, input and permission. */
export function openApiDocument(services: AnyService[]): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const def of services) {
    const permission = permissionText(def);
    const access = accessList(def);
    for (const path of servicePaths(def)) {
      const form = def.form ? { 'application/x-www-form-urlencoded': { schema: inputSchema(def) } } : {};
      paths[path] = {
        post: {
          operationId: `${def.name}:${path}`,
          summary: def.summary,
          tags: [path.split('/').filter(Boolean).slice(0, -1).join('/') || 'auth'],
          security: access.includes('public') ? [] : [{ bearer: [] }],
          'x-service-name': def.name,
          'x-access': access,
          'x-permission': permission,
          'x-legacy-xml': def.xml === true,
          requestBody: { content: { 'application/json': { schema: inputSchema(def) }, ...form } },
          responses: {
            '200': { description: def.reply === 'text' ? 'Semicolon-separated text' : 'Service reply' },
            '400': { description: 'Bad input: { status: 0, message, errors[{path, message}] }' },
            '401': { description: 'Not signed in or token invalid' },
            '403': { description: 'Missing permission or another hotel' },
            '422': { description: 'Refused by a rule: { status: 0, message }' },
          },
        },
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Guest platform API', version: '1.0.0' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    paths,
  };
}

const esc = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A browsable, script-free page of the registry (works under the strict CSP). */
export function apiPage(services: AnyService[]): string {
  const rows = [...services]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((def) => {
      const schema = JSON.stringify(inputSchema(def), null, 2);
      return `<section id="${esc(def.name)}"><h2>${esc(def.name)}</h2><p>${esc(def.summary)}</p>
<dl><dt>Paths</dt><dd>${servicePaths(def).map((p) => `<code>POST ${esc(p)}</code>`).join('<br>')}</dd>
<dt>Access</dt><dd>${esc(accessList(def).join(', '))}</dd>
<dt>Permission</dt><dd>${esc(permissionText(def) ?? '—')}</dd>
${def.xml ? '<dt>Legacy XML</dt><dd>yes (serviceRequest envelope on the base path)</dd>' : ''}</dl>
<details><summary>Input schema</summary><pre>${esc(schema)}</pre></details></section>`;
    })
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>API reference</title>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>body{font-family:system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#1b2533}
h1{color:#3a547b}section{border-top:1px solid #ccd;padding:.5rem 0}code,pre{background:#f3f5f9;padding:2px 4px}
pre{overflow:auto;padding:.5rem}dt{font-weight:600}</style></head><body>
<h1>API reference</h1><p>${services.length} services. Machine-readable: <a href="/openapi.json">/openapi.json</a>.
Errors: <code>{ status: 0, message }</code> in the caller's language (<code>?locale=pt|en|es</code>).</p>
<nav><ul>${[...services].sort((a, b) => a.name.localeCompare(b.name)).map((d) => `<li><a href="#${esc(d.name)}">${esc(d.name)}</a></li>`).join('')}</ul></nav>
${rows}</body></html>`;
}
