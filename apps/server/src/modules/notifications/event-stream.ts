/**
 * The text/event-stream wire format. JSON never contains a raw line break, so one `data:` line
 * carries a whole message.
 */
export function eventFrame(event: { id: string; data: unknown }): string {
  return `id: ${event.id}\ndata: ${JSON.stringify(event.data)}\n\n`;
}

/** A named event: clients listening for the name get it; `onmessage` handlers never see it. */
export function namedEventFrame(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

/** A comment line: clients ignore it; proxies see traffic and keep the connection. */
export function commentFrame(text: string): string {
  return `: ${text.replace(/[\r\n]+/g, ' ')}\n\n`;
}
