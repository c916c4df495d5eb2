// A real local HTTP server for form tests: records what the browser posted and answers with a chosen status.
import { createServer, type Server } from 'node:http';

export interface FormServer {
  url: string;
  received: { path: string; contentType: string; body: string }[];
  status: number;
  /** JSON the server answers with (the API's { errno, errmsg, field? } for a refusal). */
  body: unknown;
  /** Hold answers until release() is called (to see the form while it is sending). */
  hold: boolean;
  release: () => void;
  close: () => Promise<void>;
}

export async function startFormServer(): Promise<FormServer> {
  const waiting: (() => void)[] = [];
  const state: FormServer = {
    url: '',
    received: [],
    status: 200,
    body: {},
    hold: false,
    release: () => {
      for (const resume of waiting.splice(0)) resume();
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      state.received.push({
        path: request.url ?? '',
        contentType: String(request.headers['content-type'] ?? ''),
        body,
      });
      const answer = () => {
        response.writeHead(state.status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(state.body));
      };
      if (state.hold) waiting.push(answer);
      else answer();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  state.url = `http://127.0.0.1:${address.port}/`;
  return state;
}
