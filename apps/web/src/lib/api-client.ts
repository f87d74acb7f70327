import { API_PREFIX, type ErrorResponse } from '@holdfast/shared/common';
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

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Send without the bearer token (login, register, app-info). */
  anonymous?: boolean;
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
  const token = anonymous ? null : getToken();
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

  if (!response.ok) {
    if (response.status === 401 && token) {
      clearToken();
      onUnauthorized();
    }
    const errorBody = (data && typeof data === 'object' ? data : {}) as Partial<ErrorResponse>;
    throw new ApiError(response.status, errorBody);
  }
  return data as T;
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
