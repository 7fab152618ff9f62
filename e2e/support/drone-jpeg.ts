// Generated drone JPEGs for the tests, the e2e run and the benchmark: a textured scene (blurred on
// request) encoded with jpeg-js, EXIF written with piexifjs (GPS, make, model, focal length,
// capture time) and a DJI-style XMP packet (relative altitude, gimbal and flight angles, RTK flag)
// spliced in as its own APP1 segment, as DJI cameras write it. Like a DJI camera's files, a
// generated frame can carry a 160×120 EXIF thumbnail (IFD1) and a larger preview JPEG in an MPF
// index after the primary image (DJI writes a 960×720-class one; whether a given camera does is
// the camera's business: Data Check decodes the full frame when there is none).
import jpeg from 'jpeg-js';
import { downscaleGray } from '../../packages/domain/src/data-check/pixels.ts';
import { boxBlur, fieldScene } from '../../packages/domain/src/data-check/test-support/scenes.ts';
import { withMpfPreview } from './jpeg-mpf.ts';

export type DroneJpegOptions = {
  width: number;
  height: number;
  seed: number;
  blur?: boolean;
  /** Null: no GPS written. */
  lat: number | null;
  lon: number | null;
  absAltitude?: number;
  relAltitude?: number;
  time: Date;
  gimbalPitch?: number;
  flightYaw?: number;
  quality?: number;
  /** Width of the MPF preview; 0 for none. Default 960 when the frame is wider than 1,920. */
  previewWidth?: number;
  /** Writes the 160×120 IFD1 thumbnail (default true). */
  thumbnail?: boolean;
};

/** A scene encoded once and reused by several files (each with its own EXIF). */
export type EncodedScene = {
  main: Uint8Array;
  preview: Uint8Array | null;
  thumbnail: Uint8Array | null;
};

/** The few piexifjs calls used (it ships no types). */
type Piexif = {
  dump(exif: Record<string, Record<number, unknown>>): string;
  ImageIFD: Record<string, number>;
  ExifIFD: Record<string, number>;
  GPSIFD: Record<string, number>;
};
// Loaded by a name in a variable so no program (web, e2e, bench) needs a declaration file for it.
const PIEXIF = 'piexifjs';
const piexif = ((await import(PIEXIF)) as { default: Piexif }).default;

/** A byte string (one char per byte, as piexifjs writes) as bytes. */
export function fromBinary(s: string): Uint8Array {
  const out = new Uint8Array(s.length);
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Encodes a grey image as a JPEG (RGB channels equal). */
export function encodeGray(
  gray: Uint8Array,
  width: number,
  height: number,
  quality = 85,
): Uint8Array {
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0, p = 0; p < gray.length; p++, i += 4) {
    rgba[i] = rgba[i + 1] = rgba[i + 2] = gray[p]!;
    rgba[i + 3] = 255;
  }
  return Uint8Array.from(jpeg.encode({ data: rgba, width, height }, quality).data);
}

/** Degrees as EXIF rationals (d, m, s×100). */
function dms(value: number): [number, number][] {
  const v = Math.abs(value);
  const d = Math.floor(v);
  const m = Math.floor((v - d) * 60);
  const s = Math.round(((v - d) * 60 - m) * 60 * 10000);
  return [
    [d, 1],
    [m, 1],
    [s, 10000],
  ];
}

const exifTime = (t: Date) => t.toISOString().slice(0, 19).replace('T', ' ').replace(/-/g, ':');

const toBinary = (bytes: Uint8Array) => {
  let s = '';
  for (let i = 0; i < bytes.length; i += 8192) {
    s += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return s;
};

/** The JPEG with EXIF (and GPS unless lat is null), and the IFD1 thumbnail when given. */
export function withExif(
  bytes: Uint8Array,
  o: DroneJpegOptions,
  thumbnail: Uint8Array | null = null,
): Uint8Array {
  const zeroth = {
    [piexif.ImageIFD.Make!]: 'DJI',
    [piexif.ImageIFD.Model!]: 'M3E',
  };
  const exif = {
    [piexif.ExifIFD.DateTimeOriginal!]: exifTime(o.time),
    [piexif.ExifIFD.FocalLength!]: [1229, 100],
    [piexif.ExifIFD.ExposureTime!]: [1, 1000],
    [piexif.ExifIFD.ISOSpeedRatings!]: 100,
    [piexif.ExifIFD.PixelXDimension!]: o.width,
    [piexif.ExifIFD.PixelYDimension!]: o.height,
  };
  const gps: Record<number, unknown> = {};
  if (o.lat !== null && o.lon !== null) {
    gps[piexif.GPSIFD.GPSLatitudeRef!] = o.lat >= 0 ? 'N' : 'S';
    gps[piexif.GPSIFD.GPSLatitude!] = dms(o.lat);
    gps[piexif.GPSIFD.GPSLongitudeRef!] = o.lon >= 0 ? 'E' : 'W';
    gps[piexif.GPSIFD.GPSLongitude!] = dms(o.lon);
    gps[piexif.GPSIFD.GPSAltitudeRef!] = 0;
    gps[piexif.GPSIFD.GPSAltitude!] = [Math.round((o.absAltitude ?? 100) * 100), 100];
  }
  const dump = piexif.dump({
    '0th': zeroth,
    Exif: exif,
    GPS: gps,
    ...(thumbnail
      ? { '1st': { [piexif.ImageIFD.Compression!]: 6 }, thumbnail: toBinary(thumbnail) }
      : {}),
  });
  // The APP1 segment spliced in right after SOI, as piexif.insert would, without turning a
  // 20 MP file into a binary string and back.
  const length = dump.length + 2;
  const segment = fromBinary(`\xff\xe1${String.fromCharCode(length >> 8, length & 255)}${dump}`);
  return concat([bytes.subarray(0, 2), segment, bytes.subarray(2)]);
}

/** Splices a DJI-style XMP packet in after the EXIF segment. */
export function withDjiXmp(bytes: Uint8Array, fields: Record<string, string | number>): Uint8Array {
  const attrs = Object.entries(fields)
    .map(
      ([k, v]) =>
        ` drone-dji:${k}="${typeof v === 'number' ? (v >= 0 ? `+${v.toFixed(2)}` : v.toFixed(2)) : v}"`,
    )
    .join('');
  const xml =
    `<?xpacket begin="\ufeff" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">` +
    `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">` +
    `<rdf:Description rdf:about="" xmlns:drone-dji="http://www.dji.com/drone-dji/1.0/"${attrs}/>` +
    `</rdf:RDF></x:xmpmeta><?xpacket end="w"?>`;
  // The packet is ASCII but for the BOM, written as its UTF-8 bytes.
  const utf8 = (text: string) => fromBinary(unescape(encodeURIComponent(text)));
  const payload = concat([fromBinary('http://ns.adobe.com/xap/1.0/\0'), utf8(xml)]);
  const header = new Uint8Array([
    0xff,
    0xe1,
    (payload.length + 2) >> 8,
    (payload.length + 2) & 255,
  ]);
  // After SOI and the EXIF APP1 (its length is at bytes 4–5).
  const exifEnd = bytes[3] === 0xe1 ? 4 + ((bytes[4]! << 8) | bytes[5]!) : 2;
  return concat([bytes.subarray(0, exifEnd), header, payload, bytes.subarray(exifEnd)]);
}

/** The grey scene of an image (blurred when asked). */
export function droneScene(
  o: Pick<DroneJpegOptions, 'width' | 'height' | 'seed' | 'blur'>,
): Uint8Array {
  const scene = fieldScene(o.width, o.height, o.seed);
  return o.blur ? boxBlur(scene, o.width, o.height, Math.max(2, Math.round(o.width / 150))) : scene;
}

/** Encodes a scene with its preview and thumbnail (downscaled from the same pixels). */
export function encodeScene(
  gray: Uint8Array,
  o: Pick<DroneJpegOptions, 'width' | 'height' | 'quality' | 'previewWidth' | 'thumbnail'>,
): EncodedScene {
  const small = (w: number, quality: number) => {
    const h = Math.round((w * o.height) / o.width);
    return encodeGray(downscaleGray(gray, o.width, o.height, w, h), w, h, quality);
  };
  const pw = o.previewWidth ?? (o.width > 1920 ? 960 : 0);
  return {
    main: encodeGray(gray, o.width, o.height, o.quality ?? 85),
    preview: pw > 0 ? small(pw, 85) : null,
    thumbnail: o.thumbnail === false ? null : small(160, 75),
  };
}

/** A complete drone JPEG; `encoded` reuses a scene encoded once. */
export function droneJpeg(o: DroneJpegOptions, encoded?: EncodedScene): Uint8Array {
  const scene = encoded ?? encodeScene(droneScene(o), o);
  const exif = withExif(scene.main, o, scene.thumbnail);
  const tagged = withDjiXmp(exif, {
    RelativeAltitude: o.relAltitude ?? 80,
    AbsoluteAltitude: o.absAltitude ?? 900,
    GimbalPitchDegree: o.gimbalPitch ?? -90,
    GimbalYawDegree: o.flightYaw ?? 0,
    FlightYawDegree: o.flightYaw ?? 0,
    RtkFlag: 50,
  });
  return scene.preview ? withMpfPreview(tagged, scene.preview) : tagged;
}
