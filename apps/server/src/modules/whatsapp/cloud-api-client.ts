import {
  ChatProviderError,
  type ChatProvider,
  type FetchedMedia,
  type OutboundPayload,
} from './chat-provider.js';

/** Why a media is not kept, as staff read it on the thread. */
const TOO_LARGE = 'الملف أكبر من الحد المسموح';

export interface CloudApiOptions {
  /** The Graph API with its version: `https://graph.facebook.com/v21.0`, or the stand-in's. */
  baseUrl: string;
  phoneNumberId: string;
  accessToken: string;
  timeoutMs: number;
}

/**
 * WhatsApp Cloud API over HTTP. The token is sent as a bearer header and never appears in an
 * error's message (errors are logged and kept on jobs).
 */
export class CloudApiClient implements ChatProvider {
  constructor(private readonly options: CloudApiOptions) {}

  async send(to: string, message: OutboundPayload): Promise<{ providerMessageId: string }> {
    const body = { messaging_product: 'whatsapp', recipient_type: 'individual', to, ...message };
    const answer = await this.call(`/${this.options.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await answer.json().catch(() => null)) as {
      messages?: { id?: unknown }[];
    } | null;
    const id = json?.messages?.[0]?.id;
    if (typeof id !== 'string' || !id) throw new ChatProviderError('لم يُعِد واتساب معرّفًا للرسالة');
    return { providerMessageId: id };
  }

  async fetchMedia(mediaId: string, maxBytes: number): Promise<FetchedMedia> {
    // Two steps, as the Cloud API has them: the media's short-lived URL, then its bytes (the
    // same bearer token on both).
    const answer = await this.call(`/${encodeURIComponent(mediaId)}`, { method: 'GET' });
    const meta = (await answer.json().catch(() => null)) as {
      url?: unknown;
      mime_type?: unknown;
      file_size?: unknown;
    } | null;
    if (typeof meta?.url !== 'string') throw new ChatProviderError('لم يُعِد واتساب رابطًا للملف');
    if (typeof meta.file_size === 'number' && meta.file_size > maxBytes) {
      throw new ChatProviderError(TOO_LARGE, true);
    }
    const download = await this.fetchWithin(meta.url, { method: 'GET' });
    const bytes = await readAtMost(download, maxBytes);
    return { bytes, declaredType: typeof meta.mime_type === 'string' ? meta.mime_type : '' };
  }

  private async call(path: string, init: RequestInit): Promise<Response> {
    return this.fetchWithin(`${this.options.baseUrl}${path}`, init);
  }

  private async fetchWithin(url: string, init: RequestInit): Promise<Response> {
    let answer: Response;
    try {
      answer = await fetch(url, {
        ...init,
        headers: { ...init.headers, authorization: `Bearer ${this.options.accessToken}` },
        redirect: 'error',
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (cause) {
      throw new ChatProviderError(`لم يردّ واتساب (${(cause as Error).name})`);
    }
    if (answer.ok) return answer;
    const detail = (await answer.json().catch(() => null)) as {
      error?: { message?: unknown; code?: unknown };
    } | null;
    const reason =
      typeof detail?.error?.message === 'string' ? detail.error.message : `HTTP ${answer.status}`;
    // 4xx other than rate limits will not get better by trying again.
    const permanent = answer.status >= 400 && answer.status < 500 && answer.status !== 429;
    throw new ChatProviderError(`رفض واتساب الطلب: ${reason.slice(0, 200)}`, permanent);
  }
}

async function readAtMost(answer: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(answer.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new ChatProviderError(TOO_LARGE, true);
  const chunks: Buffer[] = [];
  let size = 0;
  if (!answer.body) return Buffer.alloc(0);
  for await (const chunk of answer.body) {
    size += (chunk as Uint8Array).byteLength;
    if (size > maxBytes) throw new ChatProviderError(TOO_LARGE, true);
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}
