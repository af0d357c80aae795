// The lines two versions of a content file share and the lines each has alone, in order: the
// Content section's compare view. A longest-common-subsequence table over the lines; content
// files are a few hundred lines at most, and longer ones are compared by their ends only.

export type DiffLine = { kind: 'same' | 'removed' | 'added'; text: string };

/** Past this many cells the middle of the two texts is shown as removed and added whole. */
const MAX_CELLS = 4_000_000;

export function lineDiff(before: string, after: string): DiffLine[] {
  const a = before.split('\n');
  const b = after.split('\n');
  // the lines both start and end with need no table
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const head = a.slice(0, start).map((text): DiffLine => ({ kind: 'same', text }));
  const tail = a.slice(endA).map((text): DiffLine => ({ kind: 'same', text }));
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if ((midA.length + 1) * (midB.length + 1) > MAX_CELLS)
    return [
      ...head,
      ...midA.map((text): DiffLine => ({ kind: 'removed', text })),
      ...midB.map((text): DiffLine => ({ kind: 'added', text })),
      ...tail,
    ];
  // lengths[i][j]: the longest common run of midA[i..] and midB[j..]
  const width = midB.length + 1;
  const lengths = new Uint32Array((midA.length + 1) * width);
  for (let i = midA.length - 1; i >= 0; i--)
    for (let j = midB.length - 1; j >= 0; j--)
      lengths[i * width + j] =
        midA[i] === midB[j]
          ? lengths[(i + 1) * width + j + 1] + 1
          : Math.max(lengths[(i + 1) * width + j], lengths[i * width + j + 1]);
  const middle: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < midA.length && j < midB.length) {
    if (midA[i] === midB[j]) {
      middle.push({ kind: 'same', text: midA[i] });
      i++;
      j++;
    } else if (lengths[(i + 1) * width + j] >= lengths[i * width + j + 1])
      middle.push({ kind: 'removed', text: midA[i++] });
    else middle.push({ kind: 'added', text: midB[j++] });
  }
  while (i < midA.length) middle.push({ kind: 'removed', text: midA[i++] });
  while (j < midB.length) middle.push({ kind: 'added', text: midB[j++] });
  return [...head, ...middle, ...tail];
}
