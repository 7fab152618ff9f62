// Live video ingest: the embedded RTMP server and the hub that fans each live stream out to its
// HTTP-FLV viewers. The streams module owns keys and the stream lifecycle; this is transport only.
export { createLiveHub, type LiveHub, type FlvViewer } from './hub.ts';
export {
  createRtmpServer,
  RTMP_APP,
  type RtmpServer,
  type RtmpStatus,
  type PublishHandlers,
} from './rtmp-server.ts';
export { openFlvFile, type FlvFile } from './flv-file.ts';
export { remuxFlvToMp4 } from './remux.ts';
