// Build step after trim_css.mjs: drop the custom properties (--name: value) that nothing reads.
// A property is read when a declaration of an ordinary property in these sheets names it in
// var(), when a read property's own value does (--accent-9: var(--orange-9) keeps --orange-9),
// or when it is in the list of names read from outside the sheets (compiled pages, our markup,
// Radix's scripts: see launch/stylesheet_trim.py). Rules and at-rules left empty go too.
// Usage: node drop_unused_properties.mjs <tools dir> <outside-reads.json> <sheet.css>...
// (rewrites each sheet in place; prints the bytes each kept).
import {createRequire} from "node:module";
import {readFileSync, writeFileSync} from "node:fs";
import {join} from "node:path";

const [toolsDir, readsFile, ...sheets] = process.argv.slice(2);
const require = createRequire(join(toolsDir, "package.json"));
const postcss = require("postcss");

const VAR = /var\(\s*(--[\w-]+)/g;
const namesIn = (value) => [...value.matchAll(VAR)].map((found) => found[1]);
const custom = (declaration) => declaration.prop.startsWith("--");

const roots = sheets.map((path) => postcss.parse(readFileSync(path, "utf8"), {from: path}));
const read = new Set(JSON.parse(readFileSync(readsFile, "utf8")));
const valuesOf = new Map();  // property name -> the values it is given anywhere
for (const root of roots) {
  root.walkDecls((declaration) => {
    if (!custom(declaration)) namesIn(declaration.value).forEach((name) => read.add(name));
    else valuesOf.set(declaration.prop, [...(valuesOf.get(declaration.prop) || []), declaration.value]);
  });
}
const todo = [...read];
while (todo.length) {
  for (const value of valuesOf.get(todo.pop()) || []) {
    for (const name of namesIn(value)) if (!read.has(name)) { read.add(name); todo.push(name); }
  }
}

const kept = {};
roots.forEach((root, index) => {
  root.walkDecls((declaration) => { if (custom(declaration) && !read.has(declaration.prop)) declaration.remove(); });
  let emptied = true;
  while (emptied) {
    emptied = false;
    root.walk((node) => {
      if ((node.type === "rule" || node.type === "atrule") && node.nodes && node.nodes.length === 0) {
        node.remove();
        emptied = true;
      }
    });
  }
  const css = root.toString();
  writeFileSync(sheets[index], css);
  kept[sheets[index]] = css.length;
});
console.log(JSON.stringify(kept));
