// The dock link's public surface: one DockLink, embedded broker or external client, chosen by
// configuration (MQTT_URL set: external).
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config/index.ts';
import { createEmbeddedBroker } from './embedded-broker.ts';
import { createExternalBrokerLink } from './external-broker.ts';
import type { DockLink } from './link.ts';

export type {
  BrokerAuthorizer,
  BrokerClient,
  DockLink,
  DockLinkStatus,
  DockMessageHandler,
  PublishOptions,
} from './link.ts';
export { djiTopic, DJI_UPLINK_FILTERS, topicMatches } from './topics.ts';

export function createDockLink(
  config: Pick<AppConfig, 'mqtt' | 'host'>,
  logger: FastifyBaseLogger,
): DockLink {
  const { mqtt } = config;
  if (mqtt.url) return createExternalBrokerLink(mqtt.url, logger);
  return createEmbeddedBroker({
    host: config.host,
    port: mqtt.port,
    username: mqtt.username,
    password: mqtt.password,
    logger,
  });
}
