// Replays game records (of any registered game) inside Pyodide (Node) and prints each final
// state hash as JSON.
// Usage: node tests/pyodide_replay.mjs <repo root> <records.json>
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";

const [root, recordsPath] = process.argv.slice(2);
const pyodideDir = join(root, "node_modules", "pyodide");
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });

function copyTree(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name === "__pycache__" || name === "ui") continue;
      pyodide.FS.mkdirTree("/work/" + relative(root, path));
      copyTree(path);
    } else if (name.endsWith(".py")) {
      pyodide.FS.writeFile("/work/" + relative(root, path), readFileSync(path, "utf8"));
    }
  }
}
pyodide.FS.mkdirTree("/work/game");
copyTree(join(root, "game"));
pyodide.globals.set("records_json", readFileSync(recordsPath, "utf8"));
const out = pyodide.runPython(`
import json, sys
sys.path.insert(0, "/work")
from game.core.protocol import state_hash
from game.core.record import Record, replay
from game.core.registry import get_game

def final_hash(data):
    record = Record.from_data(data)
    game = get_game(record.game)
    return state_hash(game, replay(game, record))

json.dumps({"python": sys.version.split()[0],
            "hashes": [final_hash(r) for r in json.loads(records_json)]})
`);
console.log(out);
