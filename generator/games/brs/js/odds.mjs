// Opening-hand odds: exact hypergeometric probabilities.

function choose(n, k) {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

/** Chance that a hand of `hand` cards drawn from `deck` cards holds at least one of `copies`. */
export function atLeastOne(deck, copies, hand) {
  if (copies <= 0 || deck <= 0) return 0;
  const draw = Math.min(hand, deck);
  return 1 - choose(deck - copies, draw) / choose(deck, draw);
}

/**
 * The opening-hand table for a deck ({id: copies}) and the card data. Deployment theatre
 * cards are pulled out and played before the game, so the hand is drawn from the rest:
 * they get no chance, and the other cards are drawn from a smaller deck.
 * Returns {drawn, setAside, rows: [{id, copies, chance|null, deployment}]}.
 */
export function openingOdds(deck, cards, hand) {
  const held = Object.entries(deck).filter(([id, n]) => n > 0 && Object.hasOwn(cards, id));
  const setAside = held.filter(([id]) => cards[id].deployment).reduce((s, [, n]) => s + n, 0);
  const drawn = held.reduce((s, [, n]) => s + n, 0) - setAside;
  const rows = held
    .filter(([id]) => ["traits", "doctrine", "theatre", "ace-skills"].includes(cards[id].kind))
    .map(([id, copies]) => {
      const deployment = Boolean(cards[id].deployment);
      return { id, copies, deployment, chance: deployment ? null : atLeastOne(drawn, copies, hand) };
    });
  return { drawn, setAside, rows };
}
