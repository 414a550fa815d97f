import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { SecretBox } from '../../lib/secret-box.js';

/** What the WhatsApp module's services share. */
export interface WhatsappDeps {
  db: Database;
  clock: Clock;
  secrets: SecretBox;
  /** The Graph API with its version, for `cloud` channels. */
  apiUrl: string;
  timeoutMs: number;
  /** The local stand-in is served here (never in production). */
  localStandIn: boolean;
  /** The stand-in's API on this very server, once it listens. */
  localApiUrl: () => string | null;
  /** Where customers' links and Meta's callback point: PUBLIC_URL, or this server's origin. */
  origin: () => string;
  /** Quote links for the templates that carry them. */
  quoteLinkOf: (orderId: string) => Promise<string | null>;
}
