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
