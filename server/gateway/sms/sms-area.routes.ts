import type { FastifyInstance } from 'fastify';
import type { GatewayContext } from '../gateway.context';
import { registerNotificationPreferenceRoutes } from './notification-preferences.routes';
import { registerSmsInboundRoutes } from './sms-inbound.routes';
import type { SmsSender, SmsTransport } from './sms-sender.port';
import { SMS_JOB, smsJobHandler } from './sms.job';
import { fetchTransport, TwilioRestSmsAdapter } from './twilio-rest.sms-adapter';

/**
 * The SMS area (issue #35): the inbound webhook, the notification preferences and the `sms.send`
 * job's handler, whose sender is Twilio's REST API (TWILIO_* set), the local sandbox reached in
 * process with the same wire format (DEV_PAGES on), or none (SMS off: no text is queued).
 */
export function registerSmsArea(app: FastifyInstance, context: GatewayContext): void {
  const sms = context.config.sms;
  registerSmsInboundRoutes(app, context);
  registerNotificationPreferenceRoutes(app, context);
  const sender: SmsSender =
    sms.mode === 'off'
      ? {
          send: () => Promise.reject(new Error('SMS is off: set TWILIO_ACCOUNT_SID (README "SMS")')),
        }
      : new TwilioRestSmsAdapter(
          sms,
          sms.mode === 'twilio' ? fetchTransport : injectTransport(app, sms.apiBase),
        );
  app.jobs.register(SMS_JOB, smsJobHandler(sender));
}

/**
 * The sandbox's transport: the same request through app.inject (the sandbox is a route of this
 * server, so it is reached whatever address the server listens on, and in tests that do not listen).
 */
function injectTransport(app: FastifyInstance, apiBase: string): SmsTransport {
  const basePath = new URL(apiBase).pathname.replace(/\/+$/, '');
  return async (url, init) => {
    const path = basePath + url.slice(apiBase.length);
    const response = await app.inject({
      method: init.method,
      url: path,
      headers: init.headers,
      payload: init.body,
    });
    return { status: response.statusCode, body: response.body };
  };
}
