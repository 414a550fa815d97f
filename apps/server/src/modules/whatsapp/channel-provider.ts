import { AppError } from '../../errors.js';
import type { ChatProvider } from './chat-provider.js';
import { CloudApiClient } from './cloud-api-client.js';
import { LOCAL_WHATSAPP_TOKEN } from './local-whatsapp.js';
import type { StoredChannel } from './whatsapp-channels.repository.js';
import type { WhatsappDeps } from './whatsapp-deps.js';

/** A channel's app secret, opened from the key ring; null when the key ring changed since. */
export function appSecretOf(
  deps: Pick<WhatsappDeps, 'secrets'>,
  channel: StoredChannel,
): string | null {
  try {
    return deps.secrets.open(channel.appSecretSealed);
  } catch {
    return null;
  }
}

/** The adapter that speaks to the channel's WhatsApp: Meta's, or the stand-in on this server. */
export function providerOf(deps: WhatsappDeps, channel: StoredChannel): ChatProvider {
  if (channel.provider === 'local') {
    // A production server never mounts the stand-in: a channel naming it sends nothing.
    if (!deps.localStandIn) throw new AppError('WHATSAPP_LOCAL_UNAVAILABLE');
    const baseUrl = deps.localApiUrl();
    if (!baseUrl) throw new Error('the local WhatsApp stand-in is not listening yet');
    return new CloudApiClient({
      baseUrl,
      phoneNumberId: channel.phoneNumberId,
      accessToken: LOCAL_WHATSAPP_TOKEN,
      timeoutMs: deps.timeoutMs,
    });
  }
  let accessToken: string;
  try {
    accessToken = deps.secrets.open(channel.accessTokenSealed);
  } catch {
    throw new AppError('WHATSAPP_CREDENTIALS_UNREADABLE');
  }
  return new CloudApiClient({
    baseUrl: deps.apiUrl,
    phoneNumberId: channel.phoneNumberId,
    accessToken,
    timeoutMs: deps.timeoutMs,
  });
}
