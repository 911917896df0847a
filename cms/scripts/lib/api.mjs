// A tiny Directus REST client for the cms scripts (fetch only, no SDK).

export class DirectusError extends Error {
  constructor(method, path, status, body) {
    const first = body?.errors?.[0];
    const detail = first
      ? `${first.message}${first.extensions?.code ? ` (${first.extensions.code})` : ''}`
      : JSON.stringify(body);
    super(`${method} ${path} -> ${status}: ${detail}`);
    this.name = 'DirectusError';
    this.status = status;
    this.body = body;
  }
}

/** Log in with email and password; returns an access token. */
export async function adminToken(url, email, password) {
  const response = await fetch(new URL('/auth/login', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = await response.json().catch(() => null);
  if (!response.ok || !body?.data?.access_token) {
    throw new DirectusError('POST', '/auth/login', response.status, body);
  }
  return body.data.access_token;
}

/** Query-string encoding Directus understands: objects become JSON, arrays comma lists. */
export function toSearch(query = {}) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) params.set(key, value.join(','));
    else if (value !== null && typeof value === 'object') params.set(key, JSON.stringify(value));
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function createClient(url, token) {
  async function request(method, path, { query, body, form } = {}) {
    const headers = {};
    if (token) headers.authorization = `Bearer ${token}`;
    let payload;
    if (form) payload = form;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const target = `${path}${toSearch(query)}`;
    const response = await fetch(new URL(target, url), { method, headers, body: payload });
    if (response.status === 204) return null;
    const text = await response.text();
    let parsed = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = text;
    }
    if (!response.ok) throw new DirectusError(method, path, response.status, parsed);
    return parsed?.data ?? parsed;
  }

  return {
    url,
    request,
    get: (path, query) => request('GET', path, { query }),
    post: (path, body, query) => request('POST', path, { body, query }),
    patch: (path, body, query) => request('PATCH', path, { body, query }),
    delete: (path, body) => request('DELETE', path, { body }),
    upload: (form) => request('POST', '/files', { form }),
    /** Read every item of a collection (limit -1). */
    readAll: (collection, query = {}) => request('GET', `/items/${collection}`, { query: { limit: -1, ...query } }),
  };
}

/** Resolves true when GET /server/ping answers pong. */
export async function ping(url, timeoutMs = 1500) {
  try {
    const response = await fetch(new URL('/server/ping', url), { signal: AbortSignal.timeout(timeoutMs) });
    return response.ok && (await response.text()).includes('pong');
  } catch {
    return false;
  }
}
