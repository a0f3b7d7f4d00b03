// Random-island generation time inside Pyodide under Node (see bench/isola_island.py).
// Usage: node bench/isola_island_pyodide.mjs [seeds]
import { readFileSync, readdirSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const seeds = Number(process.argv[2] || 200);
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
pyodide.FS.mkdirTree("/work/bench");
copyTree(join(root, "game"));
pyodide.FS.writeFile("/work/bench/isola_island.py", readFileSync(join(root, "bench", "isola_island.py"), "utf8"));
const out = pyodide.runPython(`
import json, sys
sys.path.insert(0, "/work")
sys.path.insert(0, "/work/bench")
import isola_island
json.dumps({"python": sys.version.split()[0], **isola_island.measure(${seeds})})
`);
console.log(out);
