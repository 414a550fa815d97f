import { AppError } from '../../errors.js';
import type { SecretBox } from '../../lib/secret-box.js';
import { LOCAL_GATEWAY_SECRET_KEY } from './local-gateway.routes.js';
import { MoyasarGateway } from './moyasar-gateway.js';
import { GatewayError, type PaymentGateway } from './payment-gateway.js';
import type { StoredPaymentSettings } from './payment-settings.repository.js';

export interface GatewayDirectoryOptions {
  /** Moyasar's API, `https://api.moyasar.com/v1` unless MOYASAR_API_URL says otherwise. */
  moyasarApiUrl: string;
  /** The local stand-in is mounted on this server (never in production). */
  localGateway: boolean;
  /** Its API on this very server, once the server listens. */
  localApiUrl: () => string | null;
  secrets: SecretBox;
  timeoutMs: number;
}

/** Which gateway a company's settings name, ready to call with its own key. */
export class GatewayDirectory {
  constructor(private readonly options: GatewayDirectoryOptions) {}

  get localAvailable(): boolean {
    return this.options.localGateway;
  }

  gatewayFor(
    settings: Pick<StoredPaymentSettings, 'gatewayProvider' | 'gatewaySecretKey'>,
  ): PaymentGateway {
    if (settings.gatewayProvider === 'local') {
      // A production server never mounts the stand-in: settings naming it cannot take money.
      if (!this.options.localGateway) throw new AppError('PAYMENT_OPTION_UNAVAILABLE');
      const baseUrl = this.options.localApiUrl();
      if (!baseUrl) throw new GatewayError('the local gateway is not listening yet');
      return new MoyasarGateway({
        baseUrl,
        secretKey: LOCAL_GATEWAY_SECRET_KEY,
        timeoutMs: this.options.timeoutMs,
      });
    }
    if (settings.gatewayProvider === 'moyasar' && settings.gatewaySecretKey) {
      let secretKey: string;
      try {
        secretKey = this.options.secrets.open(settings.gatewaySecretKey);
      } catch {
        // WEBHOOK_SECRET_KEY changed since the key was saved: the admin must enter it again.
        throw new AppError('GATEWAY_FAILED');
      }
      return new MoyasarGateway({
        baseUrl: this.options.moyasarApiUrl,
        secretKey,
        timeoutMs: this.options.timeoutMs,
      });
    }
    throw new AppError('PAYMENT_OPTION_UNAVAILABLE');
  }
}
