// Types for the two protocol files of node-media-server v4 we use (decision 320): the RTMP
// handshake/chunk parser and the FLV tag muxer. The package ships no declarations for them.
declare module 'node-media-server/src/core/avpacket.js' {
  export default class AVPacket {
    codec_id: number;
    codec_type: number;
    flags: number;
    pts: number;
    dts: number;
    size: number;
    data: Buffer;
  }
}

declare module 'node-media-server/src/protocol/flv.js' {
  import type AVPacket from 'node-media-server/src/core/avpacket.js';
  export default class Flv {
    static createHeader(hasAudio: boolean, hasVideo: boolean): Buffer;
    static createMessage(packet: AVPacket): Buffer;
  }
}

declare module 'node-media-server/src/protocol/rtmp.js' {
  import type AVPacket from 'node-media-server/src/core/avpacket.js';
  export default class Rtmp {
    streamApp: string;
    streamName: string;
    streamId: number;
    parserPacket: { header: { stream_id: number } };
    onConnectCallback: (req: { app: string; name: string; host: string; query: unknown }) => void;
    onPlayCallback: () => void;
    onPushCallback: () => void;
    onPacketCallback: (packet: AVPacket) => void;
    onOutputCallback: (buffer: Buffer) => void;
    parserData(buffer: Buffer): string | null;
    onPublish(invokeMessage: { streamName: string }): void;
    respondPublish(): void;
    sendStatusMessage(sid: number, level: string, code: string, description: string): void;
  }
}
