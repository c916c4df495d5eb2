import { ApiError } from '../errors/ApiError.js';
import { NetworkError } from '../errors/NetworkError.js';
import type { ApiClient, LoginAnswer } from './ApiClient.js';
import type { ApiUser } from './ApiUser.js';

/** Parameters of {@link createApiClient}. */
export type CreateApiClientParameters = {
  /** Origin (and prefix) of the Fanout API, e.g. `https://fanout.example`; '' for same origin. */
  baseUrl?: string;
  /** The token to send as `Authorization: Bearer <token>`, read at each call. */
  getToken?: () => string | null | undefined;
  fetch?: typeof globalThis.fetch;
  /** Called with every failed request (request errors are logged with config and data). */
  onError?: (error: Error, request: { method: string; url: string; body?: unknown }) => void;
};

type Answer = Record<string, unknown> & { errno?: number; errmsg?: string; data?: unknown };

/**
 * Client of the Fanout API's routes: POST /api/user/login, GET /api/user/info?address=,
 * GET /api/contract/list, GET /api/whitelist?address=. Success means the body has no `errno`.
 */
export function createApiClient(parameters: CreateApiClientParameters = {}): ApiClient {
  const baseUrl = (parameters.baseUrl ?? '').replace(/\/+$/, '');
  const doFetch = parameters.fetch ?? globalThis.fetch.bind(globalThis);

  async function call(operation: string, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Answer> {
    const url = `${baseUrl}${path}`;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const token = parameters.getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    try {
      let response: Response;
      try {
        response = await doFetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      } catch (cause) {
        throw new NetworkError(operation, cause);
      }
      const answer = (await response.json().catch(() => null)) as Answer | null;
      if (answer === null || typeof answer !== 'object') {
        throw new ApiError(operation, response.status, response.ok ? 500 : response.status, undefined);
      }
      if ('errno' in answer) {
        throw new ApiError(operation, response.status, Number(answer.errno), answer.errmsg);
      }
      return answer;
    } catch (error) {
      parameters.onError?.(error as Error, { method, url, body });
      throw error;
    }
  }

  const dataOf = (answer: Answer): Record<string, unknown> =>
    (typeof answer.data === 'object' && answer.data !== null ? answer.data : answer) as Record<string, unknown>;

  return {
    user: {
      async login(payload) {
        const data = dataOf(await call('user.login', 'POST', '/api/user/login', payload));
        if (typeof data.token !== 'string' || data.token === '') {
          throw new ApiError('user.login', 200, 500, 'Login answer has no token');
        }
        return { token: data.token, user: (data.user as ApiUser | undefined) ?? null } satisfies LoginAnswer;
      },
      async info(address) {
        const query = new URLSearchParams({ address }).toString();
        return dataOf(await call('user.info', 'GET', `/api/user/info?${query}`)) as unknown as ApiUser;
      },
    },
    api: {
      async contractList() {
        const list = dataOf(await call('api.contractList', 'GET', '/api/contract/list')).list;
        return Array.isArray(list) ? list : [];
      },
      async whitelist(address) {
        const query = new URLSearchParams({ address }).toString();
        const answer = await call('api.whitelist', 'GET', `/api/whitelist?${query}`);
        return answer.data ?? null;
      },
    },
  };
}
