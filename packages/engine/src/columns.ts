/**
 * Helpers for the book's typed-array storage. The book keeps orders and
 * price levels in typed arrays addressed by an integer slot instead of as
 * objects: no allocation per order, nothing for the garbage collector to
 * trace or promote, and dense memory for the matching loop to walk.
 */

/** The "no slot" value in every slot-valued column (slots are >= 0). */
export const NIL = -1;

/** A copy of `column` with room for `capacity` entries, the old ones kept. */
export function grownInt32(column: Int32Array, capacity: number): Int32Array<ArrayBuffer> {
  const next = new Int32Array(capacity);
  next.set(column);
  return next;
}

export function grownFloat64(column: Float64Array, capacity: number): Float64Array<ArrayBuffer> {
  const next = new Float64Array(capacity);
  next.set(column);
  return next;
}

export function grownUint8(column: Uint8Array, capacity: number): Uint8Array<ArrayBuffer> {
  const next = new Uint8Array(capacity);
  next.set(column);
  return next;
}
