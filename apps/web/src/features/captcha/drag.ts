/** One pointer sample as the server wants it: background pixels, and ms since the press. */
export type TrackSample = [x: number, y: number, tMs: number];

/** The server accepts at most 400 samples. */
export const MAX_SAMPLES = 400;

export interface DragStart {
  readonly clientX: number;
  readonly clientY: number;
  readonly tMs: number;
  /** Background pixels per CSS pixel: the puzzle's width over its displayed width. */
  readonly scale: number;
  /** The furthest the piece's left edge may go, in background pixels. */
  readonly maxX: number;
}

export interface Drag {
  /** Records a pointer position and returns the piece's x in background pixels. */
  move(clientX: number, clientY: number, tMs: number): number;
  /** Records the release; the drop x is the last sample's x. */
  end(clientX: number, clientY: number, tMs: number): { x: number; track: TrackSample[] };
}

/** Turns pointer positions into the piece's offset and the track the server judges. */
export function startDrag(start: DragStart): Drag {
  const track: TrackSample[] = [[0, 0, 0]];
  function record(clientX: number, clientY: number, tMs: number): number {
    const x = tenths(clamp((clientX - start.clientX) * start.scale, 0, start.maxX));
    const y = tenths((clientY - start.clientY) * start.scale);
    // A very slow drag would overflow the limit: keep every other sample, so
    // the track keeps its shape and there is always room for the release.
    if (track.length >= MAX_SAMPLES - 1) thinInPlace(track);
    track.push([x, y, Math.max(0, Math.round(tMs - start.tMs))]);
    return x;
  }
  return {
    move: record,
    end(clientX, clientY, tMs) {
      const x = record(clientX, clientY, tMs);
      return { x, track: [...track] };
    },
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** A tenth of a pixel is finer than any screen; it keeps the request small. */
function tenths(value: number): number {
  return Math.round(value * 10) / 10;
}

function thinInPlace(track: TrackSample[]): void {
  const kept = track.filter((_, i) => i % 2 === 0);
  track.splice(0, track.length, ...kept);
}

/** A CSS percentage, for placing the piece and handle relative to the puzzle's own size. */
export function percent(part: number, whole: number): string {
  return `${(part / whole) * 100}%`;
}
