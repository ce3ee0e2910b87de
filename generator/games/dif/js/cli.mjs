// Test harness: node cli.mjs tools.json < calls.jsonl, one {"fn", "args"} per line;
// prints one JSON result per line. Used by tests/test_dif_js.py only.
import { readFileSync } from "node:fs";
import * as rules from "./dif-rules.mjs";

const data = JSON.parse(readFileSync(process.argv[2], "utf8"));
const calls = {
  flak_hits: (a) => rules.flakHits(data, ...a),
  bombs_dropped: (a) => rules.bombsDropped(data, ...a),
  target_status: (a) => rules.targetStatus(...a),
  mission_vp: (a) => rules.missionVp(...a),
  scaled_score: (a) => rules.scaledScore(...a),
  mission_length: (a) => rules.missionLength(...a),
};
const out = [];
for (const line of readFileSync(0, "utf8").split("\n")) {
  if (!line.trim()) continue;
  const { fn, args } = JSON.parse(line);
  out.push(JSON.stringify(calls[fn](args)));
}
process.stdout.write(out.join("\n") + "\n");
