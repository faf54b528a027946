import { request as httpRequest, type Agent } from 'node:http';

/**
 * POSTs JSON with node:http over one kept-alive connection and answers the status and the parsed body:
 * as lean a client as the floor's pg client, so that the figure is the library's. `fetch` (undici) is
 * timed beside it: its own work adds about a millisecond to every request, the server's or not.
 */
export function leanPost(url: URL, agent: Agent, headers: Record<string, string>, body: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method: 'POST', agent, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString('utf8')) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}
