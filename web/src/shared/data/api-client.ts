import type { Endpoint, Endpoints } from '@spraybook/contract';
import { apiPath, IDEMPOTENCY_KEY_HEADER, routes, type RouteName } from '@spraybook/contract/plain';
import type { z } from 'zod';
import { getAccessToken, signIn } from './auth';
import { noteAnswer, noteNetworkFailure } from './reachability';
import { randomId } from '../util/random-id';
import { AN_ERROR_OCCURRED, NOT_SIGNED_IN } from '../util/texts';

/** A failed API call; `detail` is the server's text for the user, `code` its stable reason when it gave one. */
/** Hears every answer the API gave (data and response): the offline layer notes when, and from where. */
export type AnswerListener = (data: unknown, res: Response) => void;
const answerListeners: AnswerListener[] = [];

/**
 * Tells `listener` of every successful answer from now on. The offline layer (shared/offline) listens
 * this way, from the app's start: this file sits below it and never imports it.
 */
export function onApiAnswer(listener: AnswerListener) {
  answerListeners.push(listener);
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly code?: string,
  ) {
    super(detail);
  }
}

type In<T> = T extends z.ZodType ? z.input<T> : never;
type Request<E extends Endpoint> = (E['params'] extends z.ZodType
  ? { params: In<E['params']> }
  : { params?: never }) &
  (E['query'] extends z.ZodType ? { query?: Partial<In<E['query']>> } : { query?: never }) &
  (E['body'] extends z.ZodType ? { body: In<E['body']> } : { body?: never });

/** What a call of route `N` sends: its path parameters, query and body, typed by the contract. */
export type RouteRequest<N extends RouteName> = Request<Endpoints[N]>;

/** What route `N` answers, typed by the contract. */
export type RouteAnswer<N extends RouteName> = z.output<Endpoints[N]['response']>;

type Args<N extends RouteName> = RouteRequest<N> & {
  onUploadProgress?: (fraction: number) => void;
  /**
   * The write's `Idempotency-Key`: a queue that sends a stored write again passes the key it stored, so the
   * server does it once. Without one, every write gets a fresh key (a retry of the same call is not a resend).
   */
  idempotencyKey?: string;
};

/**
 * Calls one contract endpoint, by name, with the bearer token when signed in. The schemas only
 * type the call: at run time it needs the plain route, so zod stays out of the web's first load.
 */
export async function api<N extends RouteName>(
  name: N,
  args: Args<N> = {} as Args<N>,
): Promise<RouteAnswer<N>> {
  const endpoint = routes[name];
  const url = apiPath(
    endpoint.path,
    args.params as Record<string, unknown>,
    args.query as Record<string, unknown>,
  );
  const token = await getAccessToken();
  const body = args.body === undefined ? undefined : JSON.stringify(args.body);
  const headers = requestHeaders(endpoint.method, {
    token,
    hasBody: body !== undefined,
    idempotencyKey: args.idempotencyKey,
  });

  const res = await (
    args.onUploadProgress
      ? xhrFetch(endpoint.method, url, headers, body, args.onUploadProgress)
      : fetch(url, { method: endpoint.method, headers, body })
  ).catch((error: unknown) => {
    // No answer at all (not an HTTP status): the server may be out of reach though the browser says online.
    noteNetworkFailure();
    throw error;
  });

  if (res.status === 401 && (token || endpoint.auth === 'required')) {
    // The session ended (or never began): sign in and come back here.
    await signIn();
    throw new ApiError(401, NOT_SIGNED_IN);
  }
  const text = res.status === 204 ? '' : await res.text();
  const data = text ? safeJson(text) : null;
  const { detail, code } = (res.status >= 400 ? (data ?? {}) : {}) as { detail?: string; code?: string };
  noteAnswer(res, detail);
  if (res.status === 204) return null as RouteAnswer<N>;
  if (res.status >= 400) throw new ApiError(res.status, detail || res.statusText || AN_ERROR_OCCURRED, code);
  for (const listener of answerListeners) listener(data, res);
  return data as RouteAnswer<N>;
}

/**
 * The headers of an API call: the bearer token when signed in, the JSON type of a body, and on every write
 * an `Idempotency-Key` (the caller's, else a new one), so the server never does one write twice.
 */
export function requestHeaders(
  method: string,
  opts: { token: string | null | undefined; hasBody: boolean; idempotencyKey?: string },
) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.hasBody) headers['content-type'] = 'application/json';
  if (method !== 'GET') headers[IDEMPOTENCY_KEY_HEADER] = opts.idempotencyKey ?? randomId();
  return headers;
}

function safeJson(text: string) {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** fetch() cannot report upload progress; XMLHttpRequest can. */
function xhrFetch(
  method: string,
  url: string,
  headers: Record<string, string>,
  body: string | undefined,
  onProgress: (f: number) => void,
) {
  return new Promise<Response>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [k, v] of Object.entries(headers)) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () =>
      resolve(new Response(xhr.responseText || null, { status: xhr.status, statusText: xhr.statusText }));
    xhr.onerror = () => reject(new Error('Network error: could not reach the server.'));
    xhr.send(body ?? null);
  });
}

/** The text the spec's 'Error' dialog shows: the server's detail, else the message, else a default. */
export function errorText(error: unknown) {
  if (error instanceof ApiError) return error.detail;
  if (error instanceof Error && error.message) return error.message;
  return AN_ERROR_OCCURRED;
}
