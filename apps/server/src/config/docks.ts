// The dock link (DJI Cloud API over MQTT): an external broker at MQTT_URL, else the embedded one.
import { z } from 'zod';
import { ZOptionalString } from './env.ts';
import { readOrCreateSecret } from './paths.ts';

export const docksEnv = z.object({
  MQTT_URL: ZOptionalString.pipe(
    z
      .url({
        protocol: /^(mqtts?|wss?|tcp|ssl)$/,
        error: 'must be an mqtt://, mqtts://, ws:// or wss:// URL',
      })
      .optional(),
  ),
  MQTT_PORT: z.coerce.number().int().min(0).max(65535).default(1883),
  MQTT_USERNAME: z.string().trim().min(1).default('sortie'),
  MQTT_PASSWORD: ZOptionalString,
});

export type DocksConfig = {
  /**
   * The dock link: a client of `url`'s broker when set (credentials inside the URL), else the
   * embedded broker on `port` (0: a random free port) that accepts `username`/`password`.
   */
  mqtt: Readonly<{ url: string | undefined; port: number; username: string; password: string }>;
};

export function docksConfig(e: z.infer<typeof docksEnv>, dataDir: string): DocksConfig {
  return {
    mqtt: Object.freeze({
      url: e.MQTT_URL,
      port: e.MQTT_PORT,
      username: e.MQTT_USERNAME,
      // Only the embedded broker checks it; generated once like the JWT secret.
      password: e.MQTT_PASSWORD ?? (e.MQTT_URL ? '' : readOrCreateSecret(dataDir, 'mqtt-password')),
    }),
  };
}
