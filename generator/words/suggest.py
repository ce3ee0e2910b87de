"""The nearest known id to a misspelt one, for "did you mean …?" hints everywhere.

The rule is simple enough to be written the same way in the browser's deck check
(``nearest`` in ``games/js/suggest.mjs``): the id at the smallest edit distance
(insertions, deletions, substitutions and swaps of two neighbouring letters, so ``glod``
is one edit from ``gold``), at most 2 edits and fewer than half the length of what was
written; ties go to the first id in code-point order.
"""

from __future__ import annotations

from collections.abc import Collection, Iterable

from .clip import clip
from .messages import CHECK, CONTENT
from .wording import ENGLISH, Words

MOST_EDITS = 2


def distance(a: str, b: str) -> int:
    """Optimal-string-alignment distance: the fewest single-character edits from ``a`` to
    ``b``, a swap of two neighbouring characters counting as one (a swapped pair is not
    edited again, so ``ca`` is 3 edits from ``abc``, not 2)."""
    two_back: list[int] = []
    previous = list(range(len(b) + 1))
    for i, char_a in enumerate(a, start=1):
        current = [i]
        for j, char_b in enumerate(b, start=1):
            cost = 0 if char_a == char_b else 1
            edits = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            if i > 1 and j > 1 and char_a == b[j - 2] and a[i - 2] == char_b:
                edits = min(edits, two_back[j - 2] + 1)  # the two swapped
            current.append(edits)
        two_back, previous = previous, current
    return previous[-1]


def nearest(given: str, ids: Iterable[str]) -> str | None:
    """The known id closest to ``given``, if one is close enough to be a typo."""
    best: tuple[int, str] | None = None
    for candidate in sorted(ids):
        if abs(len(candidate) - len(given)) > MOST_EDITS:
            continue  # cannot be within reach: skip the quadratic work
        edits = distance(given, candidate)
        if edits <= MOST_EDITS and 2 * edits < len(given) and (best is None or edits < best[0]):
            best = (edits, candidate)
    return best[1] if best else None


def known_ids(
    ids: Iterable[str], limit: int = 12, given: str | None = None, say: Words | None = None
) -> str:
    """``known: a, b, c`` (the first ``limit``), led by the nearest id to ``given`` when one
    is close enough to be a typo: ``did you mean 'great-climb'? known: …``; in the words
    ``say`` of a check (English when None)."""
    say = say or Words(ENGLISH, CHECK[ENGLISH])
    ordered = sorted(ids)
    if not ordered:
        return say("known-none")
    more = len(ordered) - limit
    guess = nearest(given, ordered) if given is not None else None
    return say(
        "known",
        {
            "guess": say("known-guess", {"id": guess}) if guess else "",
            "ids": ", ".join(ordered[:limit]),
            "more": say.counted("known-more", more) if more > 0 else "",
        },
    )


def unknown_name(what: str, given: object, known: Collection[str]) -> str:
    """``unknown kind 'aircarft': did you mean 'aircraft'? known: …``: a game or kind
    (``what``) a pack or hangar file names that Sortie does not know, in the run's
    language."""
    say = Words.of(CONTENT)
    names = sorted(known)
    guess = nearest(given, names) if isinstance(given, str) else None
    hint = say("pack-unknown-guess", {"guess": repr(guess)}) if guess else ""
    values = {"what": say(f"what-{what}"), "given": repr(clip(str(given))), "guess": hint}
    return say("pack-unknown", {**values, "known": ", ".join(names)})


def unknown_id(kind: str, given: str, known: Iterable[str]) -> str:
    """``unknown <kind> 'x': did you mean …? the count is kept …``: an id a hangar file
    counts that the content does not define, in the run's language."""
    say = Words.of(CONTENT)
    guess = nearest(given, sorted(known))
    hint = say("pack-unknown-guess", {"guess": repr(guess)}) if guess else ""
    return say("owned-unknown", {"kind": kind, "id": repr(clip(given)), "guess": hint})
