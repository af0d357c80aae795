// The words of the catalogue, for the forgiving search (docs/product.md#search): every word of
// the product names, category names and descriptions once, and how a shopper's word matches
// them - exactly, as the start of a word, or with one or two typos (edits, swaps of two
// neighbouring letters included).

/** A match's strength, highest first; 0: no match. */
export const EXACT = 3;
export const PREFIX = 2;
export const TYPO = 1;

/** Words of `text`, lower case, each once. */
export function wordsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean),
    ),
  ];
}

/** Typos forgiven in a word of this length: short words must be typed right. */
export function typosAllowed(length: number, loose = false): number {
  if (length < 4) return loose && length === 3 ? 1 : 0;
  if (length < 6) return loose ? 2 : 1;
  return loose ? 3 : 2;
}

/** Rows of the distance table, reused: words are at most a search's 100 characters. */
const rows = [0, 1, 2].map(() => new Int32Array(102));

/** The optimal string alignment distance of `a` and `b` if it is at most `max`, else max + 1. */
export function editDistanceWithin(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a.length > 100 || b.length > 100) return a === b ? 0 : max + 1;
  let [before, row, next] = rows;
  for (let j = 0; j <= b.length; j++) row[j] = j;
  for (let i = 1; i <= a.length; i++) {
    next[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let d = Math.min(row[j] + 1, next[j - 1] + 1, row[j - 1] + cost);
      if (
        i > 1 &&
        j > 1 &&
        a.charCodeAt(i - 1) === b.charCodeAt(j - 2) &&
        a.charCodeAt(i - 2) === b.charCodeAt(j - 1)
      ) {
        d = Math.min(d, before[j - 2] + 1);
      }
      next[j] = d;
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    [before, row, next] = [row, next, before];
  }
  return Math.min(row[b.length], max + 1);
}

const hasLetter = (word: string) => /\p{L}/u.test(word);

/** The catalogue's words, each with an id and how many names and descriptions use it; built
 *  with the find index and changed with it (findIndex.ts). */
export class Vocabulary {
  readonly words: string[] = [];
  private readonly ids = new Map<string, number>();
  /** how many product and category names use each word: corrections prefer common words */
  private nameUses: number[] = [];
  /** how many descriptions use each word */
  private textUses: number[] = [];
  private sorted: number[] | null = null;
  private typoCandidates: number[] | null = null;

  idOf(word: string, inName: boolean): number {
    let id = this.ids.get(word);
    if (id === undefined) {
      id = this.words.length;
      this.ids.set(word, id);
      this.words.push(word);
      this.sorted = null;
    }
    if (!inName) this.textUses[id] = (this.textUses[id] ?? 0) + 1;
    else if ((this.nameUses[id] = (this.nameUses[id] ?? 0) + 1) === 1) this.typoCandidates = null;
    return id;
  }

  /** One use of word `id` fewer (a product renamed, described anew or deleted): a word nothing
   *  uses any more is as good as gone, and one no name uses is no longer forgiven typos or
   *  offered as a correction. */
  release(id: number, inName: boolean): void {
    if (!inName) this.textUses[id]--;
    else if (--this.nameUses[id] === 0) this.typoCandidates = null;
  }

  /** Whether a name or a description uses the word. */
  private has(id: number | undefined): id is number {
    return id !== undefined && ((this.nameUses[id] ?? 0) > 0 || (this.textUses[id] ?? 0) > 0);
  }

  get size(): number {
    return this.words.length;
  }

  /** How each catalogue word matches the shopper's `word` (indexed by word id). Typos are
   *  forgiven only for a word the catalogue does not have as it was typed, and only against
   *  words of names (descriptions are searched for what was typed). */
  match(word: string): Uint8Array {
    const scores = new Uint8Array(this.words.length);
    const known = this.ids.get(word);
    const exact = this.has(known) ? known : undefined;
    if (exact !== undefined) scores[exact] = EXACT;
    if (word.length >= 2) for (const id of this.startingWith(word)) if (id !== exact) scores[id] = PREFIX;
    const typos = typosAllowed(word.length);
    if (exact === undefined && typos > 0) {
      for (const id of this.typoCandidatesList()) {
        if (scores[id] === 0 && editDistanceWithin(word, this.words[id], typos) <= typos) scores[id] = TYPO;
      }
    }
    return scores;
  }

  /** The name word closest to `word` (fewest edits, then most used) within a looser bound than
   *  search forgives, for "Did you mean"; null when none is near. */
  closest(word: string): string | null {
    if ((this.nameUses[this.ids.get(word) ?? -1] ?? 0) > 0) return word;
    const max = typosAllowed(word.length, true);
    let best: { id: number; distance: number } | null = null;
    for (const id of this.typoCandidatesList()) {
      const distance = editDistanceWithin(word, this.words[id], max);
      if (distance > max) continue;
      if (
        !best ||
        distance < best.distance ||
        (distance === best.distance && this.nameUses[id] > this.nameUses[best.id])
      ) {
        best = { id, distance };
      }
    }
    return best ? this.words[best.id] : null;
  }

  /** Ids of the words of names that hold `part` inside them; null for a `part` without a letter,
   *  which may sit inside any model number (too many words to look at). */
  nameWordsHolding(part: string): number[] | null {
    if (!hasLetter(part)) return null;
    return this.typoCandidatesList().filter((id) => this.words[id].includes(part));
  }

  /** Ids of the words starting with `prefix`, from the words in sorted order. */
  private *startingWith(prefix: string): Iterable<number> {
    const sorted = (this.sorted ??= this.words
      .map((_, id) => id)
      .sort((a, b) => compare(this.words[a], this.words[b])));
    let low = 0;
    let high = sorted.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (compare(this.words[sorted[mid]], prefix) < 0) low = mid + 1;
      else high = mid;
    }
    for (let i = low; i < sorted.length && this.words[sorted[i]].startsWith(prefix); i++) yield sorted[i];
  }

  /** Words of names with a letter in them: numbers (model numbers, "#12") are matched as typed. */
  private typoCandidatesList(): number[] {
    return (this.typoCandidates ??= this.words
      .map((_, id) => id)
      .filter((id) => this.nameUses[id] > 0 && hasLetter(this.words[id])));
  }
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
