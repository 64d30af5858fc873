// Post-build: copy Workbox's runtime beside the build and write sw.js with the build's
// precache manifest (the app shell: JS, CSS, fonts, icons, the offline page).
// Usage: node build_sw.mjs <client build dir> <sw template> <tools dir (its node_modules)>
import {createRequire} from "node:module";
import {readFileSync, writeFileSync, mkdtempSync} from "node:fs";
import {join} from "node:path";
import {tmpdir} from "node:os";

const [clientDir, template, toolsDir] = process.argv.slice(2);
const requireTool = createRequire(join(toolsDir, "package.json"));
const {copyWorkboxLibraries, injectManifest} = requireTool("workbox-build");
// Every page loads pwa.js: minified before it is precached (the revision is of these bytes).
const pagesScript = join(clientDir, "pwa.js");
const minified = await requireTool("terser").minify(readFileSync(pagesScript, "utf8"));
writeFileSync(pagesScript, minified.code);
const libDir = await copyWorkboxLibraries(clientDir);
const source = join(mkdtempSync(join(tmpdir(), "kalakar-sw-")), "sw.js");
writeFileSync(source, readFileSync(template, "utf8").replaceAll("__WORKBOX_DIR__", libDir));
const {count, size, warnings} = await injectManifest({
  swSrc: source,
  swDest: join(clientDir, "sw.js"),
  globDirectory: clientDir,
  // The whole Devanagari font waits for a Hindi reader (a route in sw.js keeps it then): an
  // English reader on mobile data downloads only the language switch's two glyph sets.
  globPatterns: ["assets/**/*.{js,css}", "fonts/devanagari-switch-*.woff2", "icons/*.png",
                 "offline.html",
                 "pwa.js", "manifest.webmanifest", "favicon.ico"],
  // Content-hashed bundles need no revision; everything else is revised by its bytes.
  dontCacheBustURLsMatching: /^assets\//,
  maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
});
for (const warning of warnings) console.warn(warning);
console.log(JSON.stringify({precached: count, bytes: size, workbox: libDir}));
