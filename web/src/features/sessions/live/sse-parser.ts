/** One message of a `text/event-stream`: its `id:` (when it had one) and its `data:` lines joined. */
export interface SseMessage {
  id: string | null;
  data: string;
}

/**
 * Reads a `text/event-stream` as it arrives, chunk by chunk (a message may be cut anywhere), per the HTML
 * standard's rules for what we use: `id:`, `data:` (lines joined by newlines), comment lines (`:`, the
 * server's heartbeats) and `retry:` ignored, a blank line ends a message.
 */
export function createSseParser(onMessage: (message: SseMessage) => void) {
  let buffer = '';
  let id: string | null = null;
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onMessage({ id, data: data.join('\n') });
      id = null;
      data = [];
      return;
    }
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'id') id = value;
  };
  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const text of lines) line(text);
  };
}
