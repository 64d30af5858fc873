// Build step: drop the Radix Themes rules that no page can use (see launch/stylesheet_trim.py,
// which writes keep.json from the compiled pages).
// A selector dies when it needs a Radix class no page carries: a component class (rt-Button)
// no page renders, or a modifier (rt-r-size-4, md:rt-r-gap-2, rt-variant-soft) that no
// component named in the same selector is given (a modifier our own markup writes is given
// to the components our markup writes). Inside :where()/:is() only the dead
// alternatives go (and :has(), which matches when one of them does); :not() is left alone
// (an absent class never stops it matching).
// Besides Radix classes, two kinds of selector die: the dark appearance (the theme is always
// light) and the palettes of colours whose tokens the build does not load. Everything else
// (tokens, resets, tag and attribute selectors, keyframes) stays as it is.
// Usage: node trim_css.mjs <tools dir> <keep.json> <in.css> <out.css>
import {createRequire} from "node:module";
import {readFileSync, writeFileSync} from "node:fs";
import {join} from "node:path";

const [toolsDir, keepFile, input, output] = process.argv.slice(2);
const require = createRequire(join(toolsDir, "package.json"));
const postcss = require("postcss");
const selectorParser = require("postcss-selector-parser");

const keep = JSON.parse(readFileSync(keepFile, "utf8"));
const components = new Set(keep.components);
const free = new Set(keep.free);
const handOwners = new Set(keep.handOwners || []);
const anyModifier = new Set(keep.anyModifier);
const deadClasses = new Set(keep.deadClasses);
const colors = new Set(keep.colors);
const pairs = new Map(Object.entries(keep.pairs).map(([k, v]) => [k, new Set(v)]));
const pairPrefixes = new Map(Object.entries(keep.pairPrefixes));
const allModifiers = new Set([...pairs.values()].flatMap((set) => [...set]));
const allPrefixes = Object.values(keep.pairPrefixes).flat();
const RADIX = /^((xs|sm|md|lg|xl):)?-?rt-/;  // -rt-r-m-2: a negative margin
const COMPONENT = /^rt-[A-Z]/;
const OR_PSEUDOS = new Set([":where", ":is", ":matches", ":-webkit-any", ":has"]);
const PALETTES = new Set(["data-accent-color", "data-gray-color"]);

const startsWithAny = (name, prefixes) => prefixes.some((prefix) => name.startsWith(prefix));

function modifierLive(name, owners) {
  if (owners.size === 0) return allModifiers.has(name) || startsWithAny(name, allPrefixes);
  for (const owner of owners) {
    if (anyModifier.has(owner) || (pairs.get(owner) || new Set()).has(name)
        || startsWithAny(name, pairPrefixes.get(owner) || [])) return true;
  }
  return false;
}

function classLive(name, owners) {
  if (deadClasses.has(name)) return false;
  if (!RADIX.test(name)) return true;
  if (COMPONENT.test(name)) return components.has(name);
  if (free.has(name) && (owners.size === 0 || [...owners].some((owner) => handOwners.has(owner)))) return true;
  return modifierLive(name, owners);
}

const unloadedPalette = (node) => PALETTES.has(node.attribute) && node.operator === "="
  && node.value !== undefined && !colors.has(node.value.replace(/^["']|["']$/g, ""));

function dead(selector, outerOwners) {
  const owners = new Set(outerOwners);
  selector.each((node) => {
    if (node.type === "class" && COMPONENT.test(node.value)) owners.add(node.value);
  });
  let isDead = false;
  selector.each((node) => {
    if (isDead) return;
    if (node.type === "class") isDead = !classLive(node.value, owners);
    else if (node.type === "attribute") isDead = unloadedPalette(node);
    else if (node.type === "pseudo" && OR_PSEUDOS.has(node.value.toLowerCase())) {
      node.each((alternative) => { if (dead(alternative, owners)) alternative.remove(); });
      isDead = node.nodes.length === 0;
    }
  });
  return isDead;
}

const root = postcss.parse(readFileSync(input, "utf8"), {from: input});
let before = 0, after = 0;
root.walkRules((rule) => {
  if (rule.parent && rule.parent.type === "atrule" && /keyframes$/i.test(rule.parent.name)) return;
  before += 1;
  const live = [];
  for (const text of rule.selectors) {
    let keepIt = true;
    const out = selectorParser((selectors) => {
      selectors.each((selector) => { if (dead(selector, new Set())) keepIt = false; });
    }).processSync(text);
    if (keepIt) live.push(out);
  }
  if (live.length === 0) rule.remove();
  else { rule.selectors = live; after += 1; }
});
let emptied = true;
while (emptied) {  // an @media or @layer left with nothing inside goes too
  emptied = false;
  root.walkAtRules((atRule) => {
    if (atRule.nodes && atRule.nodes.length === 0) { atRule.remove(); emptied = true; }
  });
}
const css = root.toString();
writeFileSync(output, css);
console.log(JSON.stringify({rulesBefore: before, rulesAfter: after, bytes: css.length}));
