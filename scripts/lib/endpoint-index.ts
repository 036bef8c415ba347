/**
 * The README's endpoint index (issue 19): every route of the API with the server file that answers
 * it and the client files that call it. Read from the sources, so it cannot drift: the server side
 * from each `*.routes.ts` (`.get('/path', …)`), the client side from every string or template literal
 * in src/ and sw/ that spells the route's path (`${…}` standing for a `:param`).
 * `npm run endpoints` prints it; tests/repo/endpoint-index.test.ts checks that the README has it.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

export interface Endpoint {
  method: string;
  path: string;
  server: string;
  clients: string[];
}

const tracked = (...dirs: string[]) =>
  execFileSync('git', ['ls-files', ...dirs], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);

/** `/sessions/:id` → the literal a client writes: `sessions/${encodeURIComponent(id)}`. */
function literal(path: string): string {
  return path
    .replace(/^\//, '')
    .split('/')
    .map((part) => (part.startsWith(':') ? '(?:\\$\\{[^}]*\\}|[^/\'"`?]+)' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
}

/**
 * Whether a client file calls `method path`: through the ky client (`api.get('sessions/…')`, or a
 * path helper in a file that makes that call), or, for a GET, by an absolute `/api/…` URL (a link, a
 * fetch before the app's script).
 */
function calls(text: string, method: string, path: string): boolean {
  const lit = literal(path);
  const end = '(?=[\'"`?])';
  const call = `\\b(?:api|client)\\.${method}\\(`;
  if (new RegExp(`${call}\\s*['"\`]${lit}${end}`).test(text)) return true;
  if (method === 'get' && new RegExp(`['"\`]/api/${lit}${end}`).test(text)) return true;
  if (!new RegExp(`${call}(?!\\s*['"\`]\\w)`).test(text)) return false;
  // The path is built beside the call: a helper (`sessionPath(id)`), or a choice of first segment
  // (`${asAdmin ? 'updsessad' : 'update-session'}/${id}`).
  const [first, ...rest] = path.replace(/^\//, '').split('/');
  return new RegExp(`['"\`]${lit}${end}`).test(text) || (rest.length > 0 && new RegExp(`'${first}'`).test(text));
}

export function endpoints(): Endpoint[] {
  const routeFiles = tracked('server').filter((f) => f.endsWith('.routes.ts'));
  const clientFiles = tracked('src', 'sw').filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  const clientText = clientFiles.map((file) => [file, readFileSync(file, 'utf8')] as const);
  const found: Endpoint[] = [];
  for (const server of routeFiles) {
    for (const m of readFileSync(server, 'utf8').matchAll(/\.(get|post|put|patch|delete)\(\s*'([^']+)'/g)) {
      if (m[2]!.includes('*')) continue; // a catch-all answering unknown paths, not an endpoint
      const path = `/api${m[2]}`;
      const clients = clientText.filter(([, text]) => calls(text, m[1]!, m[2]!)).map(([file]) => file);
      found.push({ method: m[1]!.toUpperCase(), path, server, clients });
    }
  }
  return found.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}

export function endpointTable(list = endpoints()): string {
  const rows = list.map((e) => `| ${e.method} | \`${e.path}\` | \`${e.server}\` | ${e.clients.length ? e.clients.map((c) => `\`${c}\``).join(', ') : '—'} |`);
  return ['| Method | Path | Server | Client |', '|---|---|---|---|', ...rows].join('\n');
}
