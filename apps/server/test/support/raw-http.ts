import { request, type IncomingMessage } from 'node:http';
import { expect } from 'vitest';
import { TEST_API_KEY } from './test-app.js';

/**
 * A GET to a listening test server over a socket of its own (no keep-alive agent), as a second
 * client's request would arrive while another one streams or the server is busy.
 */
export function rawGet(port: number, token: string, path: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    request(
      {
        host: '127.0.0.1',
        port,
        path,
        agent: false,
        headers: { 'x-api-key': TEST_API_KEY, authorization: `Bearer ${token}` },
      },
      resolve,
    )
      .on('error', reject)
      .end();
  });
}

/**
 * Reads the answer to the end, expects a 200, and then notes `name` in `events`: the order of
 * `events` is the order the answers finished in.
 */
export async function answeredInTurn(
  port: number,
  token: string,
  path: string,
  events: string[],
  name: string,
): Promise<void> {
  const response = await rawGet(port, token, path);
  for await (const _ of response) {
    // Read to the end.
  }
  expect(response.statusCode, path).toBe(200);
  events.push(name);
}
