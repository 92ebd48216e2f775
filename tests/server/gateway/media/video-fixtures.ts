/**
 * Small, structurally complete videos built byte by byte (no encoder on the test machine): an
 * MP4 / QuickTime movie with one video track whose sample tables place its frames in `mdat`, and
 * a WebM with one video track and SimpleBlocks. The frames are opaque bytes: the server checks
 * containers, it does not decode.
 */

const u32 = (value: number) => {
  const bytes = Buffer.alloc(4);
  bytes.writeUInt32BE(value);
  return bytes;
};

/** An ISO-BMFF box. */
export const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  return Buffer.concat([u32(body.length + 8), Buffer.from(type, 'latin1'), body]);
};
const fullBox = (type: string, ...payload: Buffer[]) => box(type, u32(0), ...payload);

export interface MovieOptions {
  /** 'isom' (MP4, default) or 'qt  ' (QuickTime). */
  readonly brand?: string;
  /** Frame sizes, bytes (default three of 1000). */
  readonly frames?: readonly number[];
  /** Bytes in `mdat` that no sample accounts for. */
  readonly unaccounted?: number;
  /** Top-level boxes after `mdat`. */
  readonly after?: readonly Buffer[];
  /** The handler of the track ('vide' by default). */
  readonly handler?: string;
}

export function movie(options: MovieOptions = {}): Buffer {
  const frames = options.frames ?? [1000, 1000, 1000];
  const ftyp = box(
    'ftyp',
    Buffer.from(options.brand ?? 'isom', 'latin1'),
    u32(512),
    Buffer.from('isomiso2mp41'),
  );
  const moovWith = (offset: number) =>
    box(
      'moov',
      fullBox('mvhd', Buffer.alloc(96)),
      box(
        'trak',
        fullBox('tkhd', Buffer.alloc(80)),
        box(
          'mdia',
          fullBox('mdhd', Buffer.alloc(20)),
          fullBox(
            'hdlr',
            u32(0),
            Buffer.from(options.handler ?? 'vide', 'latin1'),
            Buffer.alloc(12),
            Buffer.from('V\0'),
          ),
          box(
            'minf',
            box(
              'stbl',
              fullBox('stsd', u32(0)),
              fullBox('stts', u32(0)),
              fullBox('stsc', u32(1), u32(1), u32(frames.length), u32(1)),
              fullBox('stsz', u32(0), u32(frames.length), ...frames.map(u32)),
              fullBox('stco', u32(1), u32(offset)),
            ),
          ),
        ),
      ),
    );
  const moovLength = moovWith(0).length;
  const moov = moovWith(ftyp.length + moovLength + 8);
  const media = Buffer.alloc(frames.reduce((a, b) => a + b, 0) + (options.unaccounted ?? 0), 0x5a);
  return Buffer.concat([ftyp, moov, box('mdat', media), ...(options.after ?? [])]);
}

/** An EBML size: one byte below 127, else eight. `undefined` writes the unknown size. */
function ebmlSize(length: number | undefined): Buffer {
  if (length === undefined) return Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
  if (length < 127) return Buffer.from([0x80 | length]);
  const bytes = Buffer.alloc(8);
  bytes.writeUIntBE(length, 2, 6);
  bytes[0] = 0x01;
  return bytes;
}

/** An EBML element: id in hex (with its marker), payload; `unknownSize` for live writers. */
export const element = (id: string, payload: Buffer, unknownSize = false) =>
  Buffer.concat([Buffer.from(id, 'hex'), ebmlSize(unknownSize ? undefined : payload.length), payload]);

export interface WebmOptions {
  readonly frames?: readonly number[];
  /** Segment and Cluster of unknown size, as MediaRecorder writes them. */
  readonly live?: boolean;
  /** The track number blocks name (1, the listed track, by default). */
  readonly blockTrack?: number;
  /** Elements appended inside the Segment, after the cluster. */
  readonly extra?: readonly Buffer[];
  readonly docType?: string;
}

export function webm(options: WebmOptions = {}): Buffer {
  const frames = options.frames ?? [800, 800, 800];
  const header = element(
    '1a45dfa3',
    Buffer.concat([
      element('4286', Buffer.from([1])),
      element('4282', Buffer.from(options.docType ?? 'webm')),
    ]),
  );
  const info = element('1549a966', element('2ad7b1', Buffer.from([0x0f, 0x42, 0x40])));
  const tracks = element(
    '1654ae6b',
    element(
      'ae',
      Buffer.concat([
        element('d7', Buffer.from([1])),
        element('83', Buffer.from([1])),
        element('86', Buffer.from('V_VP8')),
      ]),
    ),
  );
  const track = 0x80 | (options.blockTrack ?? 1);
  const blocks = frames.map((size) =>
    element('a3', Buffer.concat([Buffer.from([track, 0, 0, 0x80]), Buffer.alloc(size, 0x33)])),
  );
  const cluster = element(
    '1f43b675',
    Buffer.concat([element('e7', Buffer.from([0])), ...blocks]),
    options.live,
  );
  const segment = element(
    '18538067',
    Buffer.concat([info, tracks, cluster, ...(options.extra ?? [])]),
    options.live,
  );
  return Buffer.concat([header, segment]);
}
