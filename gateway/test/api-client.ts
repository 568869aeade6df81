/** A small HTTP client for gateway tests: JSON in and out, cookies kept like a browser's. */
export class ApiClient {
  cookie: string | null = null;

  constructor(readonly baseUrl: string) {}

  async call(method: string, path: string, options: { body?: unknown; raw?: string; headers?: Record<string, string>; cookie?: boolean } = {}) {
    const headers: Record<string, string> = { ...options.headers };
    if (options.body !== undefined || options.raw !== undefined) headers['content-type'] ??= 'application/json';
    if (options.cookie !== false && this.cookie) headers.cookie = this.cookie;
    if (method !== 'GET' && options.cookie !== false && this.cookie) headers['x-requested-with'] ??= 'XMLHttpRequest';
    const res = await fetch(this.baseUrl + path, {
      method,
      headers,
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie?.startsWith('remuda_session=')) {
      const value = setCookie.split(';')[0];
      this.cookie = value === 'remuda_session=' ? null : value;
    }
    const text = await res.text();
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body, headers: res.headers, setCookie };
  }

  get(path: string, options?: Parameters<ApiClient['call']>[2]) {
    return this.call('GET', path, options);
  }

  post(path: string, body?: unknown, options?: Parameters<ApiClient['call']>[2]) {
    return this.call('POST', path, { ...options, body });
  }

  put(path: string, body?: unknown, options?: Parameters<ApiClient['call']>[2]) {
    return this.call('PUT', path, { ...options, body });
  }

  /**
   * Sends one file in the multipart field `field` (default `media`), the way a browser form does, after the
   * form's text `fields`, with any further `headers` (an Idempotency-Key).
   */
  async upload(path: string, file: { name: string; type: string; bytes: Buffer }, field = 'media', fields: Record<string, string> = {}, headers: Record<string, string> = {}) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    form.append(field, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
    const res = await fetch(this.baseUrl + path, {
      method: 'POST',
      headers: { ...(this.cookie ? { cookie: this.cookie, 'x-requested-with': 'XMLHttpRequest' } : {}), ...headers },
      body: form,
    });
    const text = await res.text();
    let body: any = text;
    try {
      body = JSON.parse(text);
    } catch {
      // not JSON
    }
    return { status: res.status, body, headers: res.headers };
  }

  async login(email: string, password = 'remuda-demo') {
    const res = await this.post('/api/users/login', { email, password });
    if (res.status !== 200) throw new Error(`login as ${email} failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res;
  }
}
