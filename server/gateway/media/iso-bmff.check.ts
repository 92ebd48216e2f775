import { ContainerError, opaqueAllowance, type FileWindow } from './file-window';

/** Top-level boxes an MP4 / QuickTime file may hold (ISO/IEC 14496-12, QuickTime's wide/pnot). */
const TOP_LEVEL = new Set([
  'ftyp',
  'moov',
  'mdat',
  'free',
  'skip',
  'wide',
  'uuid',
  'moof',
  'mfra',
  'sidx',
  'styp',
  'pdin',
  'meta',
  'prft',
  'emsg',
  'ssix',
  'pnot',
]);
/** Boxes whose children tile their payload, walked into. */
const CONTAINERS = new Set(['moov', 'trak', 'mdia', 'minf', 'stbl', 'edts', 'dinf', 'mvex', 'moof', 'traf']);
/** Largest moov / moof read into memory. */
const MAX_INDEX_BYTES = 32 * 1024 * 1024;

interface Box {
  readonly type: string;
  /** Offsets in the buffer or file: the box's first byte, its payload's, its end. */
  readonly start: number;
  readonly payload: number;
  readonly end: number;
}

const fail = (reason: string): never => {
  throw new ContainerError(reason);
};

/** The box header at `offset` of `bytes` (a file's first bytes or an in-memory index box). */
function boxAt(bytes: Buffer, offset: number, limit: number): Box {
  if (limit - offset < 8) fail(`a box header is cut off at ${offset}`);
  const size32 = bytes.readUInt32BE(offset);
  const type = bytes.toString('latin1', offset + 4, offset + 8);
  if (!/^[\x20-\x7e]{4}$/.test(type)) fail(`a box at ${offset} has no readable type`);
  let size = size32;
  let header = 8;
  if (size32 === 1) {
    if (limit - offset < 16) fail(`a large box header is cut off at ${offset}`);
    const large = bytes.readBigUInt64BE(offset + 8);
    if (large > BigInt(Number.MAX_SAFE_INTEGER)) fail(`the box ${type} is too large`);
    size = Number(large);
    header = 16;
  } else if (size32 === 0) {
    size = limit - offset;
  }
  if (size < header || offset + size > limit) fail(`the box ${type} at ${offset} does not fit its parent`);
  return { type, start: offset, payload: offset + header, end: offset + size };
}

/** The children of a container box, which must fill its payload exactly. */
function childrenOf(bytes: Buffer, parent: Box): Box[] {
  const children: Box[] = [];
  let offset = parent.payload;
  while (offset < parent.end) {
    // QuickTime may end a list with a 32-bit zero.
    if (parent.end - offset < 8 && bytes.subarray(offset, parent.end).every((b) => b === 0)) break;
    const child = boxAt(bytes, offset, parent.end);
    children.push(child);
    offset = child.end;
  }
  return children;
}

function descendants(bytes: Buffer, box: Box, into: Box[] = []): Box[] {
  into.push(box);
  if (CONTAINERS.has(box.type)) for (const child of childrenOf(bytes, box)) descendants(bytes, child, into);
  return into;
}

const only = (boxes: Box[], type: string) => boxes.find((box) => box.type === type);

/** Bytes of media samples a moov's sample tables place in the file, as [start, end) ranges. */
function sampleRanges(moov: Buffer, tree: Box[]): { ranges: [number, number][]; video: boolean } {
  const ranges: [number, number][] = [];
  let video = false;
  for (const trak of tree.filter((box) => box.type === 'trak')) {
    const inside = descendants(moov, trak).slice(1);
    const hdlr = only(inside, 'hdlr');
    if (hdlr && moov.toString('latin1', hdlr.payload + 8, hdlr.payload + 12) === 'vide') video = true;
    const stsz = only(inside, 'stsz');
    const stsc = only(inside, 'stsc');
    const stco = only(inside, 'stco') ?? only(inside, 'co64');
    if (!stsz || !stsc || !stco) fail('a track has no sample size, chunk or offset table');
    const fixed = moov.readUInt32BE(stsz!.payload + 4);
    const count = moov.readUInt32BE(stsz!.payload + 8);
    if (fixed === 0 && stsz!.payload + 12 + count * 4 > stsz!.end) fail('the sample size table is cut off');
    const sizeOf = (index: number) =>
      fixed !== 0 ? fixed : moov.readUInt32BE(stsz!.payload + 12 + index * 4);
    const wide = stco!.type === 'co64';
    const chunks = moov.readUInt32BE(stco!.payload + 4);
    if (stco!.payload + 8 + chunks * (wide ? 8 : 4) > stco!.end) fail('the chunk offset table is cut off');
    const offsetOf = (chunk: number) =>
      wide
        ? Number(moov.readBigUInt64BE(stco!.payload + 8 + chunk * 8))
        : moov.readUInt32BE(stco!.payload + 8 + chunk * 4);
    const runs = moov.readUInt32BE(stsc!.payload + 4);
    if (stsc!.payload + 8 + runs * 12 > stsc!.end) fail('the sample-to-chunk table is cut off');
    let sample = 0;
    for (let run = 0; run < runs; run++) {
      const at = stsc!.payload + 8 + run * 12;
      const first = moov.readUInt32BE(at) - 1;
      const last = run + 1 < runs ? moov.readUInt32BE(at + 12) - 1 : chunks;
      const perChunk = moov.readUInt32BE(at + 4);
      for (let chunk = first; chunk < last && chunk < chunks; chunk++) {
        let bytes = 0;
        for (let n = 0; n < perChunk && sample < count; n++) bytes += sizeOf(sample++);
        if (bytes > 0) ranges.push([offsetOf(chunk), offsetOf(chunk) + bytes]);
      }
    }
    if (sample !== count) fail('the sample tables disagree on the number of samples');
  }
  return { ranges, video };
}

/** Sample bytes a movie fragment (moof) announces in its track runs. */
function fragmentBytes(moof: Buffer, tree: Box[], defaults: Map<number, number>): number {
  let total = 0;
  for (const traf of tree.filter((box) => box.type === 'traf')) {
    const inside = descendants(moof, traf).slice(1);
    const tfhd = only(inside, 'tfhd') ?? fail('a track fragment has no header');
    const flags = moof.readUInt32BE(tfhd.payload) & 0xffffff;
    const trackId = moof.readUInt32BE(tfhd.payload + 4);
    let at = tfhd.payload + 8 + (flags & 0x01 ? 8 : 0) + (flags & 0x02 ? 4 : 0) + (flags & 0x08 ? 4 : 0);
    const fallback = flags & 0x10 ? moof.readUInt32BE(at) : (defaults.get(trackId) ?? 0);
    for (const trun of inside.filter((box) => box.type === 'trun')) {
      const runFlags = moof.readUInt32BE(trun.payload) & 0xffffff;
      const samples = moof.readUInt32BE(trun.payload + 4);
      at = trun.payload + 8 + (runFlags & 0x01 ? 4 : 0) + (runFlags & 0x04 ? 4 : 0);
      const fields = [0x100, 0x200, 0x400, 0x800].filter((bit) => runFlags & bit).length;
      if (at + samples * fields * 4 > trun.end) fail('a track run is cut off');
      for (let n = 0; n < samples; n++) {
        const sizeAt = at + (runFlags & 0x100 ? 4 : 0);
        total += runFlags & 0x200 ? moof.readUInt32BE(sizeAt) : fallback;
        at += fields * 4;
      }
    }
  }
  return total;
}

/**
 * Walks an MP4 / QuickTime file box by box to its last byte: every top-level box is a known
 * one and they tile the file; the movie box's tree tiles itself; a video track exists; the sample
 * tables (and the fragments' track runs) account for the media data (`mdat`) but for
 * opaqueAllowance, and every chunk lies inside an `mdat`. Other boxes that may carry anything
 * (free, skip, uuid…) stay within the same allowance. Rejects with a ContainerError.
 */
export async function checkIsoBmff(file: FileWindow): Promise<void> {
  const top: Box[] = [];
  let offset = 0;
  while (offset < file.size) {
    const head = await file.read(offset, 16);
    // The header is read alone; its limit is what remains of the file.
    const box = boxAt(head, 0, file.size - offset);
    const placed = { type: box.type, start: offset, payload: offset + box.payload, end: offset + box.end };
    if (!TOP_LEVEL.has(placed.type)) fail(`unknown top-level box ${placed.type}`);
    if (top.length === 0 && placed.type !== 'ftyp') fail('the file does not start with ftyp');
    top.push(placed);
    offset = placed.end;
  }
  const moovs = top.filter((box) => box.type === 'moov');
  if (moovs.length !== 1) fail('a movie needs exactly one moov box');
  const read = async (box: Box) => {
    if (box.end - box.start > MAX_INDEX_BYTES) fail(`the ${box.type} box is too large`);
    const bytes = Buffer.from(await file.read(box.start, box.end - box.start));
    return { bytes, tree: descendants(bytes, boxAt(bytes, 0, bytes.length)) };
  };
  const moov = await read(moovs[0]!);
  const { ranges, video } = sampleRanges(moov.bytes, moov.tree);
  if (!video) fail('no video track');
  const trexDefaults = new Map<number, number>();
  for (const trex of moov.tree.filter((box) => box.type === 'trex')) {
    trexDefaults.set(moov.bytes.readUInt32BE(trex.payload + 4), moov.bytes.readUInt32BE(trex.payload + 16));
  }
  const mdats = top.filter((box) => box.type === 'mdat');
  let fragmented = 0;
  for (const box of top.filter((entry) => entry.type === 'moof')) {
    const moof = await read(box);
    fragmented += fragmentBytes(moof.bytes, moof.tree, trexDefaults);
  }
  for (const [start, end] of ranges) {
    if (!mdats.some((mdat) => start >= mdat.payload && end <= mdat.end))
      fail('a chunk lies outside the media data');
  }
  const media = mdats.reduce((sum, mdat) => sum + (mdat.end - mdat.payload), 0);
  const samples = unionLength(ranges) + fragmented;
  const allowance = opaqueAllowance(file.size);
  if (samples === 0) fail('the movie has no samples');
  if (samples > media || media - samples > allowance)
    fail('the media data holds bytes no sample accounts for');
  const opaque = top
    .filter((box) => !['ftyp', 'moov', 'mdat', 'moof'].includes(box.type))
    .reduce((sum, box) => sum + (box.end - box.start), 0);
  if (opaque > allowance) fail('the file carries too many bytes outside its movie');
}

/** Bytes covered by a set of ranges, overlaps counted once. */
function unionLength(ranges: [number, number][]): number {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  let total = 0;
  let reach = -1;
  for (const [start, end] of sorted) {
    const from = Math.max(start, reach);
    if (end > from) total += end - from;
    reach = Math.max(reach, end);
  }
  return total;
}
