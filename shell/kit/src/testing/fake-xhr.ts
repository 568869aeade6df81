import { act } from '@testing-library/react';

/**
 * A stand-in for XMLHttpRequest (jsdom cannot upload): records each request, and lets the test report upload
 * progress and answer it. Install with `FakeXhr.install()` in a beforeEach; `FakeXhr.sent` lists the requests.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  private static original: typeof XMLHttpRequest | undefined;

  static install() {
    FakeXhr.sent = [];
    FakeXhr.original ??= globalThis.XMLHttpRequest;
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  }

  static uninstall() {
    if (FakeXhr.original) globalThis.XMLHttpRequest = FakeXhr.original;
  }

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }

  abort() {
    this.aborted = true;
    act(() => this.onabort?.());
  }

  /** The file sent as multipart field `media`. */
  get file(): File | null {
    return (this.body?.get('media') as File | null) ?? null;
  }

  progress(loaded: number, total: number) {
    act(() => this.upload.onprogress?.({ lengthComputable: true, loaded, total }));
  }

  respond(status: number, body?: unknown) {
    this.status = status;
    this.responseText = body === undefined ? '' : JSON.stringify(body);
    act(() => this.onload?.());
  }

  fail() {
    act(() => this.onerror?.());
  }
}
