import { ContainerError, opaqueAllowance, type FileWindow } from './file-window';

/** Element ids (Matroska / WebM), with their length marker. */
const EBML = 0x1a45dfa3;
const DOC_TYPE = 0x4282;
const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const TRACKS = 0x1654ae6b;
const TRACK_ENTRY = 0xae;
const TRACK_NUMBER = 0xd7;
const TRACK_TYPE = 0x83;
const SIMPLE_BLOCK = 0xa3;
const BLOCK_GROUP = 0xa0;
const BLOCK = 0xa1;
/** What a Segment may hold (no Attachments: files inside a video are refused). */
const SEGMENT_CHILDREN = new Set([
  0x114d9b74,
  0x1549a966,
  TRACKS,
  0x1c53bb6b,
  CLUSTER,
  0x1043a770,
  0x1254c367,
  0xec,
  0xbf,
]);
/** What a Cluster may hold besides blocks: Timecode, Position, PrevSize, SilentTracks, Void, CRC-32. */
const CLUSTER_CHILDREN = new Set([0xe7, 0xa7, 0xab, 0x5854, 0xec, 0xbf, SIMPLE_BLOCK, BLOCK_GROUP, 0xaf]);
/** Elements walked at most: a real hour of video has some 10⁵. */
const MAX_ELEMENTS = 2_000_000;

interface Element {
  readonly id: number;
  readonly start: number;
  readonly payload: number;
  /** undefined: unknown size (runs until an element that cannot be its child). */
  readonly end: number | undefined;
}

const fail = (reason: string): never => {
  throw new ContainerError(reason);
};

/** A variable-length integer of EBML: its length and value (`keepMarker` for ids). */
function vint(bytes: Buffer, at: number, maxLength: number, keepMarker: boolean) {
  const first = bytes[at];
  if (first === undefined || first === 0) return fail('an element header is unreadable');
  const length = Math.clz32(first) - 23;
  if (length > maxLength || at + length > bytes.length) fail('an element header is unreadable');
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let n = 1; n < length; n++) {
    value = value * 256 + bytes[at + n]!;
    if (bytes[at + n] !== 0xff) allOnes = false;
  }
  return { length, value, unknown: !keepMarker && allOnes };
}

async function elementAt(file: FileWindow, offset: number, limit: number): Promise<Element> {
  const head = await file.read(offset, 12);
  const id = vint(head, 0, 4, true);
  const size = vint(head, id.length, 8, false);
  const payload = offset + id.length + size.length;
  const end = size.unknown ? undefined : payload + size.value;
  if (payload > limit || (end !== undefined && end > limit)) fail('an element does not fit its parent');
  return { id: id.value, start: offset, payload, end };
}

/**
 * Walks a WebM file element by element to its last byte: the EBML header says `webm`, one
 * Segment follows and ends with the file; it holds only listed elements (no Attachments); every
 * block names a track of the Tracks element, a video track exists, and the bytes outside blocks
 * (tags, cues, void…) stay within opaqueAllowance. Unknown-size Segments and Clusters (as
 * MediaRecorder writes them) are read until the next element of their parent. Rejects with a
 * ContainerError.
 */
export async function checkWebm(file: FileWindow): Promise<void> {
  const header = await elementAt(file, 0, file.size);
  if (header.id !== EBML || header.end === undefined) fail('the file does not start with an EBML header');
  const headerBytes = await file.read(header.payload, header.end! - header.payload);
  let docType = '';
  for (let at = 0; at < headerBytes.length;) {
    const id = vint(headerBytes, at, 4, true);
    const size = vint(headerBytes, at + id.length, 8, false);
    const from = at + id.length + size.length;
    if (id.value === DOC_TYPE) docType = headerBytes.toString('latin1', from, from + size.value);
    at = from + size.value;
  }
  if (docType !== 'webm') fail(`the document type is ${docType || 'missing'}, not webm`);
  const segment = await elementAt(file, header.end!, file.size);
  if (segment.id !== SEGMENT) fail('no Segment after the EBML header');
  if (segment.end !== undefined && segment.end !== file.size) fail('bytes follow the Segment');
  const tracks = new Map<number, number>();
  let opaque = header.end! - header.payload;
  let blocks = 0;
  let elements = 0;
  let offset = segment.payload;
  while (offset < file.size) {
    const child = await elementAt(file, offset, file.size);
    if (!SEGMENT_CHILDREN.has(child.id)) fail(`element 0x${child.id.toString(16)} has no place in a Segment`);
    if (child.id === CLUSTER) {
      offset = await walkCluster(file, child);
      continue;
    }
    if (child.end === undefined) fail('only Clusters may have an unknown size');
    if (child.id === TRACKS) readTracks(await file.read(child.payload, child.end! - child.payload), tracks);
    else opaque += child.end! - child.payload;
    offset = child.end!;
  }
  if (![...tracks.values()].includes(1)) fail('no video track');
  if (blocks === 0) fail('the video has no frames');
  if (opaque > opaqueAllowance(file.size)) fail('the file carries too many bytes outside its frames');

  async function walkCluster(file: FileWindow, cluster: Element): Promise<number> {
    let at = cluster.payload;
    const end = cluster.end ?? file.size;
    while (at < end) {
      if (++elements > MAX_ELEMENTS) fail('too many elements');
      const child = await elementAt(file, at, end);
      // An unknown-size cluster ends where its parent's next element begins.
      if (cluster.end === undefined && SEGMENT_CHILDREN.has(child.id) && !CLUSTER_CHILDREN.has(child.id))
        break;
      if (!CLUSTER_CHILDREN.has(child.id))
        fail(`element 0x${child.id.toString(16)} has no place in a Cluster`);
      if (child.end === undefined) fail('a Cluster element has an unknown size');
      if (child.id === SIMPLE_BLOCK) await checkBlock(file, child);
      else if (child.id === BLOCK_GROUP) await walkBlockGroup(file, child);
      else opaque += child.end! - child.payload;
      at = child.end!;
    }
    return at;
  }

  async function walkBlockGroup(file: FileWindow, group: Element): Promise<void> {
    let at = group.payload;
    let hasBlock = false;
    while (at < group.end!) {
      const child = await elementAt(file, at, group.end!);
      if (child.end === undefined) fail('a BlockGroup element has an unknown size');
      if (child.id === BLOCK) {
        await checkBlock(file, child);
        hasBlock = true;
      } else opaque += child.end! - child.payload;
      at = child.end!;
    }
    if (!hasBlock) fail('a BlockGroup holds no Block');
  }

  async function checkBlock(file: FileWindow, block: Element): Promise<void> {
    const head = await file.read(block.payload, 8);
    const track = vint(head, 0, 8, false);
    if (!tracks.has(track.value)) fail(`a block names track ${track.value}, which Tracks does not list`);
    if (block.end! - block.payload < track.length + 3) fail('a block is cut off');
    blocks++;
  }
}

/** TrackNumber → TrackType of every TrackEntry. */
function readTracks(bytes: Buffer, into: Map<number, number>): void {
  for (let at = 0; at < bytes.length;) {
    const id = vint(bytes, at, 4, true);
    const size = vint(bytes, at + id.length, 8, false);
    const from = at + id.length + size.length;
    if (id.value === TRACK_ENTRY) {
      let number = 0;
      let type = 0;
      for (let inner = from; inner < from + size.value;) {
        const childId = vint(bytes, inner, 4, true);
        const childSize = vint(bytes, inner + childId.length, 8, false);
        const value = inner + childId.length + childSize.length;
        if (childId.value === TRACK_NUMBER)
          number = bytes.readUIntBE(value, Math.min(6, Math.max(1, childSize.value)));
        if (childId.value === TRACK_TYPE)
          type = bytes.readUIntBE(value, Math.min(6, Math.max(1, childSize.value)));
        inner = value + childSize.value;
      }
      if (number > 0) into.set(number, type);
    }
    at = from + size.value;
  }
}
