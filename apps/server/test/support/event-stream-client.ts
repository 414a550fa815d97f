import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';

/** One text/event-stream frame: its comment lines, `id` and joined `data`. */
export interface StreamFrame {
  comments: string[];
  /** The event's name, for a named event (`order`); absent for the default type. */
  event?: string;
  id?: string;
  data?: string;
}

/** A notification: an event of the default type. */
export const isNotificationFrame = (frame: StreamFrame) =>
  frame.data !== undefined && frame.event === undefined;

/** An order's change: an `order` event. */
export const isOrderFrame = (frame: StreamFrame) => frame.event === 'order';

export interface OpenedStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Frames received so far, in order. */
  frames: StreamFrame[];
  /** Resolves with the first frame (already received or still to come) that matches. */
  next(matches: (frame: StreamFrame) => boolean, timeoutMs?: number): Promise<StreamFrame>;
  /** Resolves when the server ends the response. */
  ended: Promise<void>;
  /** The body, for answers that are not a stream (401, 400). */
  text(): Promise<string>;
  close(): void;
}

/**
 * Opens an event stream over a real HTTP connection (`inject` waits for the end of a response,
 * which a stream never reaches by itself) and parses its frames as they arrive.
 */
export function openEventStream(url: string): Promise<OpenedStream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { headers: { accept: 'text/event-stream' } }, (res) => {
      res.setEncoding('utf8');
      const frames: StreamFrame[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let raw = '';
      let finished = false;
      const ended = new Promise<void>((done) => {
        res.once('close', () => {
          finished = true;
          done();
          for (const wake of waiters) wake();
        });
      });
      res.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          frames.push(parseFrame(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        for (const wake of waiters) wake();
      });

      const next: OpenedStream['next'] = (matches, timeoutMs = 10_000) =>
        new Promise((found, fail) => {
          const check = () => {
            const frame = frames.find(matches);
            if (frame) {
              cleanup();
              found(frame);
            } else if (finished) {
              cleanup();
              fail(new Error(`the stream ended first; frames: ${JSON.stringify(frames)}`));
            }
          };
          const timer = setTimeout(() => {
            cleanup();
            fail(new Error(`no matching frame in ${timeoutMs} ms: ${JSON.stringify(frames)}`));
          }, timeoutMs);
          const cleanup = () => {
            clearTimeout(timer);
            waiters.delete(check);
          };
          waiters.add(check);
          check();
        });

      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        frames,
        next,
        ended,
        text: async () => {
          await ended;
          return raw;
        },
        close: () => req.destroy(),
      });
    });
    req.on('error', reject);
    req.end();
  });
}

function parseFrame(text: string): StreamFrame {
  const frame: StreamFrame = { comments: [] };
  const data: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith(':')) frame.comments.push(line.slice(1).trim());
    else if (line.startsWith('event:')) frame.event = line.slice(6).trim();
    else if (line.startsWith('id:')) frame.id = line.slice(3).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
  }
  if (data.length > 0) frame.data = data.join('\n');
  return frame;
}
