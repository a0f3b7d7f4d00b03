// Opens the hostile-link corpus of tests/link_corpus.py inside Pyodide (Node) and prints the
// outcome of every input as JSON. Usage: node tests/pyodide_links.mjs <repo root> <seed> <count>
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { pathToFileURL } from "node:url";

const [root, seed, count] = process.argv.slice(2);
const pyodideDir = join(root, "node_modules", "pyodide");
const { loadPyodide } = await import(pathToFileURL(join(pyodideDir, "pyodide.mjs")).href);
const pyodide = await loadPyodide({ indexURL: pyodideDir + "/" });

function copyTree(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name === "__pycache__") continue;
      pyodide.FS.mkdirTree("/work/" + relative(root, path));
      copyTree(path);
    } else if (name.endsWith(".py")) {
      pyodide.FS.writeFile("/work/" + relative(root, path), readFileSync(path, "utf8"));
    }
  }
}
pyodide.FS.mkdirTree("/work/game");
copyTree(join(root, "game"));
pyodide.FS.writeFile("/work/link_corpus.py", readFileSync(join(root, "tests", "link_corpus.py"), "utf8"));
const out = pyodide.runPython(`
import json, sys
sys.path.insert(0, "/work")
import link_corpus
json.dumps({"python": sys.version.split()[0],
            "outcomes": json.loads(link_corpus.main(${Number(seed)}, ${Number(count)}))})
`);
console.log(out);
