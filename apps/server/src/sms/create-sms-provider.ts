import type { AppConfig } from '../config.js';
import { ConsoleSms } from './console-sms.js';
import { HttpSms } from './http-sms.js';
import type { SmsProvider } from './sms-provider.js';
import { UnifonicSms } from './unifonic-sms.js';

export function createSmsProvider(config: AppConfig, print?: (line: string) => void): SmsProvider {
  const { sms } = config;
  switch (sms.provider) {
    case 'console':
      if (config.isProduction) throw new Error('The console SMS provider is refused in production');
      return new ConsoleSms(print);
    case 'http':
      if (!sms.httpUrl) throw new Error('SMS_HTTP_URL is required when SMS_PROVIDER=http');
      return new HttpSms({ url: sms.httpUrl, token: sms.httpToken, timeoutMs: sms.timeoutMs });
    case 'unifonic':
      if (!sms.unifonic.appSid) throw new Error('UNIFONIC_APP_SID is required for unifonic');
      return new UnifonicSms({
        baseUrl: sms.unifonic.baseUrl,
        appSid: sms.unifonic.appSid,
        senderId: sms.unifonic.senderId,
        messageType: sms.unifonic.messageType,
        timeoutMs: sms.timeoutMs,
      });
  }
}
