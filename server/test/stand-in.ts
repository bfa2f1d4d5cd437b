import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface StandIn {
  /** http://127.0.0.1:<port> */
  url: string;
  requests: ReceivedRequest[];
  close: () => Promise<void>;
}

/**
 * A real HTTP server on 127.0.0.1 standing in for an outside service (reCAPTCHA, Telegram), so the
 * code under test makes its actual request over the network stack.
 */
export async function startStandIn(
  answer: (request: ReceivedRequest) => { status?: number; json?: unknown; text?: string },
): Promise<StandIn> {
  const requests: ReceivedRequest[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const received = {
        method: req.method ?? '',
        url: req.url ?? '',
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(received);
      const { status = 200, json, text } = answer(received);
      if (json !== undefined) {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      } else {
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(text ?? '');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
