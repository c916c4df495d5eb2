// A real HTTP server speaking apps/api's routes for the login flow; it checks signatures with recoverLoginAddress.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loginMessage } from '../src/login/loginMessage.js';
import { recoverLoginAddress } from '../src/login/recoverLoginAddress.js';

export type TestApi = {
  url: string;
  /** Requests received, with the Authorization header. */
  requests: { method: string; path: string; authorization: string | undefined; body: unknown }[];
  close(): Promise<void>;
};

/** Starts the server on a free port; `loginText` must equal the wallet config's. */
export async function startTestApi(loginText: string): Promise<TestApi> {
  const requests: TestApi['requests'] = [];
  const tokens = new Map<string, string>();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined;
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({
      method: req.method ?? '',
      path: url.pathname + url.search,
      authorization: req.headers.authorization,
      body,
    });
    const send = (status: number, answer: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer));
    };
    const user = (address: string) => ({
      id: 1,
      address,
      avatar: '',
      brief: 'hello',
      nickname: `user-${address.slice(2, 6)}`,
      shortUrl: '',
      bannerUrl: '',
    });
    if (req.method === 'POST' && url.pathname === '/api/user/login') {
      const { userAddress, signature, timestamp } = body as {
        userAddress: string;
        signature: string;
        timestamp: number;
      };
      try {
        if (recoverLoginAddress(loginMessage(loginText, timestamp), signature) !== userAddress.toLowerCase()) {
          return send(401, { errno: 401, errmsg: 'Signature does not match the address' });
        }
      } catch {
        return send(400, { errno: 400, errmsg: 'Invalid signature' });
      }
      const token = `token-${userAddress.toLowerCase()}-${timestamp}`;
      tokens.set(token, userAddress.toLowerCase());
      return send(200, { data: { token, user: user(userAddress.toLowerCase()) } });
    }
    if (req.method === 'GET' && url.pathname === '/api/user/info') {
      return send(200, { data: user(url.searchParams.get('address') ?? '') });
    }
    if (req.method === 'GET' && url.pathname === '/api/contract/list') {
      return send(200, { data: { list: [{ address: '0x0' }, { address: '0x1' }] } });
    }
    if (req.method === 'GET' && url.pathname === '/api/whitelist') {
      const token = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!tokens.has(token)) return send(401, { errno: 401, errmsg: 'Please login first' });
      return send(200, { data: { address: url.searchParams.get('address'), whitelisted: true } });
    }
    if (url.pathname === '/api/boom') return send(502, { errno: 502, errmsg: '' });
    if (url.pathname === '/api/html') {
      res.writeHead(502, { 'content-type': 'text/html' });
      return res.end('<html>Bad gateway</html>');
    }
    return send(404, { errno: 404, errmsg: 'Not found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
