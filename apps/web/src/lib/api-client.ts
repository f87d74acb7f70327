import { API_PREFIX, ERROR_CODES, type ErrorResponse } from '@holdfast/shared/common';
import { takePreloaded } from './preloaded-data';
import { clearToken, getToken } from './token-store';

/** Every failed call throws this, carrying the API's `{message, code, errors}` answer. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string[]>;
  readonly code: string | undefined;

  constructor(status: number, body: Partial<ErrorResponse>) {
    super(body.message ?? `Request failed (${status})`);
    this.name = 'ApiError';
    this.status = status;
    this.errors = body.errors ?? {};
    this.code = body.code;
  }

  /** All validation messages, flattened for the error card. */
  get messages(): string[] {
    const all = Object.values(this.errors).flat();
    return all.length ? all : [this.message];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type UnauthorizedHandler = () => void;
let onUnauthorized: UnauthorizedHandler = () => {
  if (!['/login', '/'].includes(window.location.pathname)) window.location.assign('/login');
};

/** The router registers a handler so a 401 navigates without a page reload. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler): void {
  onUnauthorized = handler;
}

type ReadOnlyHandler = (message: string) => void;
let onReadOnly: ReadOnlyHandler | null = null;

/** While an administrator views as a member, the shell's banner explains each write the API refused (403 impersonation_read_only). */
export function setReadOnlyHandler(handler: ReadOnlyHandler | null): void {
  onReadOnly = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Send without the bearer token (login, register, app-info). */
  anonymous?: boolean;
  /** Send with this token instead of the stored one (signing out a session the browser has already forgotten). */
  token?: string;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = `${API_PREFIX}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', body, query, signal, anonymous = false } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = anonymous ? null : (options.token ?? getToken());
  if (token) headers.Authorization = `Bearer ${token}`;

  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }

  const url = buildUrl(path, query);
  let response: Response;
  try {
    // A first load's HTML may have asked for this already (lib/preloaded-data).
    const preloaded = method === 'GET' ? takePreloaded(url, token) : undefined;
    response = await (preloaded ?? fetch(url, { method, headers, body: payload, signal }));
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, { message: 'Network error' });
  }

  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = undefined;
    }
  }

  if (!response.ok) throw failure(response.status, data, token);
  return data as T;
}

/**
 * A refused call's error; a 401 with a token also ends the session, if it is still the session the
 * call was made in (a late answer to a session already replaced, as Stop after viewing as a member, ends nothing).
 */
function failure(status: number, data: unknown, token: string | null): ApiError {
  if (status === 401 && token && getToken() === token) {
    clearToken();
    onUnauthorized();
  }
  const body = (data && typeof data === 'object' ? data : {}) as Partial<ErrorResponse>;
  if (status === 403 && body.code === ERROR_CODES.impersonationReadOnly) onReadOnly?.(body.message ?? '');
  return new ApiError(status, (data && typeof data === 'object' ? data : {}) as Partial<ErrorResponse>);
}

/**
 * A multipart POST whose upload progress is read (`onProgress` gets 0–100), which fetch cannot
 * report: XMLHttpRequest, with apiRequest's token, answers and errors.
 */
export function apiUpload<T>(
  path: string,
  body: FormData,
  options: { onProgress?: (percent: number) => void; signal?: AbortSignal } = {},
): Promise<T> {
  const { onProgress, signal } = options;
  const token = getToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(Math.round((event.loaded / event.total) * 100));
    });
    xhr.addEventListener('load', () => {
      let data: unknown;
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        data = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress?.(100);
        resolve(data as T);
      } else reject(failure(xhr.status, data, token));
    });
    xhr.addEventListener('error', () => reject(new ApiError(0, { message: 'Network error' })));
    xhr.addEventListener('abort', () => reject(new DOMException('The upload was aborted', 'AbortError')));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  delete: <T>(path: string, options?: Omit<RequestOptions, 'method' | 'body'>) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
