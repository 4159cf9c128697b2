export interface Answer {
  status: number;
  body: unknown;
  headers: Headers;
}

/** JSON calls to one base address (nginx, or one node directly), with an optional bearer token. */
export function apiClient(baseUrl: string, token?: string) {
  const call = async (
    method: string,
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer> => {
    const res = await fetch(`${baseUrl}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body: payload === undefined ? undefined : JSON.stringify(payload),
    });
    const text = await res.text();
    const json =
      res.headers.get('content-type')?.includes('json') && text ? (JSON.parse(text) as unknown) : text;
    return { status: res.status, body: json, headers: res.headers };
  };
  return {
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown, headers?: Record<string, string>) =>
      call('POST', url, payload, headers),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** Fails with the answer when its status is not the expected one; returns its body. */
export function expectStatus<T = Record<string, unknown>>(answer: Answer, status: number, what: string): T {
  if (answer.status !== status) {
    throw new Error(`${what} answered ${answer.status}, not ${status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body as T;
}
