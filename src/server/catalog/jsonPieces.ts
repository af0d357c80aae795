// A JSON body too large to hold whole (the full product list, read in chunks) is written piece
// by piece into a sink: the reads that write it know nothing of where the pieces go (the
// response cache compresses them as they come, a test joins them).

/** Where a body made piece by piece goes: `write` takes the next piece, cut between two values;
 *  `restart` drops everything written so far, for a writer that must begin again (what it read
 *  changed meanwhile). */
export interface PieceSink {
  write: (piece: string) => Promise<void>;
  restart: () => void;
}

/** A serialized JSON body made piece by piece: `write` hands each piece to the sink as it is
 *  made, so the body is never held whole. */
export class JsonPieces {
  constructor(readonly write: (sink: PieceSink) => Promise<void>) {}
}
export const jsonPieces = (write: JsonPieces['write']): JsonPieces => new JsonPieces(write);
