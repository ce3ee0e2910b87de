// Which known id a mistyped one was meant to be: the twin of generator/words/suggest.py (nearest)
// and known_ids, shared by every game's check in the browser so
// that an unknown id reads the same in a builder as from `sortie validate`.
// Each game's js/ folder links this file, so it is served beside the game's own modules.

/** Python's order of strings: by code point. */
export const byCodePoint = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

// The edit distance counts insertions, deletions, substitutions and swaps of two
// neighbouring letters (optimal string alignment: "glod" is one edit from "gold", and a
// swapped pair is not edited again). At most 2 edits, and fewer than half the length
// written; ties go to the first id in code-point order.
const MOST_EDITS = 2;

/** The edit distance above: the twin of `distance` in generator/words/suggest.py. */
export function editDistance(a, b) {
  let twoBack = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let edits = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        edits = Math.min(edits, twoBack[j - 2] + 1); // the two swapped
      }
      current.push(edits);
    }
    [twoBack, previous] = [previous, current];
  }
  return previous[b.length];
}

/** The known id closest to `given`, if one is close enough to be a typo; else null. */
export function nearest(given, sortedIds) {
  let best = null;
  for (const candidate of sortedIds) {
    if (Math.abs(candidate.length - given.length) > MOST_EDITS) continue;
    const edits = editDistance(given, candidate);
    if (edits <= MOST_EDITS && 2 * edits < given.length && (best === null || edits < best[0])) {
      best = [edits, candidate];
    }
  }
  return best ? best[1] : null;
}

/** "known: a, b, c" (the first `limit`), led by "did you mean 'x'? " when `given` is
 * close to one of them; in the words `say` of a check (findings.mjs: wordsOf). */
export function knownIds(ids, given, say, limit = 12) {
  const ordered = [...ids].sort(byCodePoint);
  if (!ordered.length) return say("known-none");
  const more = ordered.length - limit;
  const guess = given == null ? null : nearest(given, ordered);
  return say("known", {
    guess: guess ? say("known-guess", { id: guess }) : "",
    ids: ordered.slice(0, limit).join(", "),
    more: more > 0 ? say.counted("known-more", more) : "",
  });
}
