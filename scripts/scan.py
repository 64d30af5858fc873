"""Security scans of a running server: wapiti over the site and /api, sqlmap on every route with
parameters, both signed in as a throwaway talent; exits 1 on a medium+ or injectable finding."""

import argparse
import concurrent.futures
import copy
import json
import os
import re
import secrets
import shlex
import struct
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCAN_BIN = Path(os.environ.get("SCAN_VENV", ROOT / ".venv-scan")) / "bin"
LEVELS = {0: "info", 1: "low", 2: "medium", 3: "high", 4: "critical"}
# Never scanned: logout ends every token of the account (the rest of the scan would run signed
# out) and reads nothing.
SKIP = {("post", "/api/auth/logout")}
# Routes that read a JSON body the OpenAPI document does not describe (contract.py lists only
# the bodies with rules): the fields the route reads, with plausible values.
EXTRA_BODIES = {
    ("post", "/api/collaborations"): {
        "recipientId": "{talent}", "portfolioId": "{portfolio}", "message": "Hello",
        "serviceType": "Photography", "tags": "wedding", "location": "Mumbai",
        "dateFrom": "2027-01-10", "dateTo": "2027-01-12", "budgetMin": "1000",
        "budgetMax": "5000"},
}
# wapiti's common modules and every other one that needs nothing outside this machine (SSRF,
# XXE and Log4Shell need wapiti's endpoint on the internet; the rest target CMSs or DNS).
WAPITI_MODULES = "common,-ssrf,crlf,methods,timesql,backup,htaccess,shellshock"
# Query parameters a route reads without declaring them in the OpenAPI document.
EXTRA_QUERY = {("get", "/api/auth/google/callback"): {"code": "scan-code", "state": "scan-state"}}
# wapiti findings that are not defects: (category, path) -> (the untouched request that shows
# it, the status that request also gets, the reason printed beside the finding).
FALSE_POSITIVES = {
    ("Internal Server Error", "/api/auth/google"): (
        "/api/auth/google?role=TALENT", 503,
        "503 'Google sign-in is not set up' (no MARKETPLACE_GOOGLE_CLIENT_ID) answers every"
        " request here, untouched ones too; wapiti counts any 5xx as a server error"),
}


def call(base: str, method: str, path: str, body=None, token: str | None = None):
    """One JSON request; (status, parsed body or None)."""
    data = json.dumps(body).encode() if body is not None else None
    request = urllib.request.Request(base + path, data=data, method=method.upper())
    if data is not None:
        request.add_header("Content-Type", "application/json")
    if token:
        request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status, json.loads(answer.read() or b"null")
    except urllib.error.HTTPError as error:
        try:
            return error.code, json.loads(error.read() or b"null")
        except ValueError:
            return error.code, None


def sign_up(base: str, role: str = "TALENT") -> tuple[str, dict]:
    """Register a throwaway account; (token, user with its email and password)."""
    email = f"scan-{secrets.token_hex(6)}@example.com"
    password = secrets.token_urlsafe(16)
    status, answer = call(base, "post", "/api/auth/register", {
        "fullName": "Security Scan", "email": email, "password": password, "role": role})
    if status != 201:
        sys.exit(f"Could not register the scan account: {status} {answer}")
    print(f"Signed up {email} ({role.lower()})", flush=True)
    return answer["token"], {**answer["user"], "email": email, "password": password}


def png(side: int = 200) -> bytes:
    """A plain grey PNG, made without Pillow (this venv has only the scanners)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return (struct.pack(">I", len(data)) + kind + data
                + struct.pack(">I", zlib.crc32(kind + data)))
    rows = b"".join(b"\0" + b"\x80\x80\x80" * side for _ in range(side))
    header = struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0)
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header)
            + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b""))


def own_portfolio(base: str, token: str) -> str:
    """Publish one work as the scan account (so update routes reach their writes); its id."""
    boundary = secrets.token_hex(8)
    fields = {"title": "Scan work", "description": "Made by the scan", "category": "Photography",
              "subcategory": "Fashion / People", "coverPhotoIndex": "0"}
    parts = [f'--{boundary}\r\nContent-Disposition: form-data; name="{k}"\r\n\r\n{v}\r\n'
             .encode() for k, v in fields.items()]
    parts.append(f'--{boundary}\r\nContent-Disposition: form-data; name="media"; '
                 f'filename="scan.png"\r\nContent-Type: image/png\r\n\r\n'.encode()
                 + png() + b"\r\n")
    request = urllib.request.Request(base + "/api/Portfolio", method="POST",
                                     data=b"".join(parts) + f"--{boundary}--\r\n".encode())
    request.add_header("Content-Type", f"multipart/form-data; boundary={boundary}")
    request.add_header("Authorization", f"Bearer {token}")
    try:
        with urllib.request.urlopen(request, timeout=60) as answer:
            made = json.loads(answer.read())
    except urllib.error.HTTPError as error:
        print(f"Could not publish the scan's own work: {error.code} {error.read()[:200]!r}")
        return "1"
    item = made.get("portfolio") or {}
    return str(item.get("id") or item.get("_id") or "1")


def some_day() -> str:
    """A day within the next year, different on each call (availability windows may not
    overlap, so wapiti's, sqlmap's and the sample window each need their own)."""
    return time.strftime("%Y-%m-%d", time.gmtime(time.time() + 86400 * secrets.randbelow(360)
                                                  + 86400))


DAY = [some_day()]  # the dates of the sample requests: one day, drawn again for sqlmap


def sample_ids(base: str, token: str, me: dict) -> dict[str, str]:
    """Real ids for path parameters: another talent, their portfolio, my own items."""
    ids = {"me": str(me.get("_id") or me.get("id")), "talent": "1", "portfolio": "1",
           "email": me["email"], "password": me["password"]}
    _, page = call(base, "get", "/api/Portfolio/all?limit=100", token=token)
    ids["cursor"] = (page or {}).get("nextCursor") or ""
    for item in (page or {}).get("portfolios", []):  # a demo talent's, not an earlier scan's
        if "scan" not in f"{item.get('title')} {item.get('description')}".lower():
            ids["talent"], ids["portfolio"] = item["userId"], item["id"]
            break
    ids["own"] = own_portfolio(base, token)
    _, made = call(base, "post", "/api/conversations", {"userId": ids["talent"]}, token)
    ids["conversation"] = str(((made or {}).get("conversation") or {}).get("_id")
                              or ((made or {}).get("conversation") or {}).get("id") or "1")
    _, window = call(base, "post", "/api/user/me/availability",
                     {"city": "Mumbai", "dateFrom": (day := some_day()), "dateTo": day}, token)
    ids["window"] = str(((window or {}).get("window") or {}).get("id") or "1")
    _, asked = call(base, "post", "/api/collaborations", {
        key: value.format(**ids) for key, value in
        EXTRA_BODIES[("post", "/api/collaborations")].items()}, token)
    ids["collaboration"] = str(((asked or {}).get("collaboration") or {}).get("_id")
                               or ((asked or {}).get("collaboration") or {}).get("id") or "1")
    for kind, target in (("Portfolio", ids["portfolio"]), ("user", ids["talent"])):
        _, said = call(base, "post", f"/api/{kind}/{target}/reviews",
                       {"rating": 5, "comment": "Good work"}, token)
        review = (said or {}).get("review") or {}
        ids[f"review_{kind}"] = str(review.get("_id") or review.get("id") or "1")
    # A client appreciates the scan's work: the talent gets a notification to mark read.
    fan, _ = sign_up(base, "CLIENT")
    call(base, "post", f"/api/Portfolio/{ids['own']}/appreciate", token=fan)
    _, notes = call(base, "get", "/api/notifications?limit=1", token=token)
    listed = (notes or {}).get("notifications") or [{}]
    ids["notification"] = str(listed[0].get("_id") or listed[0].get("id") or "1")
    return ids


PATH_VALUES = {"user_id": "talent", "target_id": "talent", "portfolio_id": "portfolio",
               "conversation_id": "conversation", "window_id": "window",
               "notification_id": "notification", "collaboration_id": "collaboration"}
LITERALS = {"username": "scanner_name", "action": "accept", "index": "0"}


def path_value(name: str, path: str, ids: dict[str, str], method: str = "get") -> str:
    """A real value for one path parameter: the scan's own work for its owner's routes (another
    talent's for DELETE, so the work stays for the other routes), another's to interact with."""
    if name == "target_id" and path.startswith("/api/Portfolio"):
        return ids["portfolio"]
    if name == "review_id":
        return ids["review_Portfolio" if path.startswith("/api/Portfolio") else "review_user"]
    if name == "portfolio_id":
        return ids["portfolio"] if method == "delete" else ids["own"]
    if name in PATH_VALUES:
        return ids.get(PATH_VALUES[name], "1")
    return LITERALS.get(name, "1")


def resolve(doc: dict, schema: dict) -> dict:
    """A schema with its $ref followed."""
    while "$ref" in schema:
        node = doc
        for part in schema["$ref"].lstrip("#/").split("/"):
            node = node[part]
        schema = node
    return schema


# Values that make the untouched request succeed (sqlmap compares answers to it).
NAMED = {"search": "wedding", "category": "Photography", "subcategory": "Fashion / People",
         "location": "Mumbai", "experience": "Professional", "humanOnly": "true",
         "cursor": "{cursor}", "title": "Scan work", "description": "Made by the scan",
         "coverPhotoIndex": "0", "aiGenerated": "false", "removeOldMedia": "false",
         "fullName": "Scan Person", "email": "{email}", "password": "{password}",
         "role": "TALENT", "code": "scan-code", "comment": "Good work", "text": "Hello",
         "bio": "Photographer", "availability": "Weekends", "seoTitle": "Scan",
         "seoDescription": "Scan", "certification": "None"}


def sample(schema: dict, name: str = "", ids: dict | None = None) -> str:
    """A plausible text value for a schema (the injection goes after it)."""
    if name in NAMED and ids is not None:
        return NAMED[name].format(**ids)
    if "enum" in schema:
        return str(schema["enum"][0])
    if schema.get("default") is not None:
        return str(schema["default"]).lower() if isinstance(schema["default"], bool) else str(
            schema["default"])
    for option in schema.get("anyOf", []):
        if option.get("type") in ("integer", "string") and option.get("maxLength") != 0:
            return sample(option)
    kind = schema.get("type")
    kind = kind[0] if isinstance(kind, list) else kind
    if schema.get("format") == "date":
        return DAY[0]
    return {"integer": "5", "number": "5", "boolean": "true"}.get(kind, "test")


def field_value(name: str, schema: dict, ids: dict[str, str]) -> str:
    """A body field's value: a real id for the fields that name one."""
    if name in ("userId", "subjectId", "recipientId"):
        return ids["talent"]
    return sample(schema, name, ids)


def targets(doc: dict, ids: dict[str, str]) -> list[dict]:
    """Every operation with a parameter: URL with `*` marks, method, body and content type."""
    found = []
    for path, operations in doc["paths"].items():
        for method, operation in operations.items():
            if (method, path) in SKIP:
                continue
            url_path, query, body, kind = path, [], None, None
            for parameter in operation.get("parameters", []):
                name = parameter["name"]
                if parameter["in"] == "path":
                    value = path_value(name, path, ids, method)
                    url_path = url_path.replace("{%s}" % name, value + "*")
                elif parameter["in"] == "query":
                    value = sample(parameter["schema"], name, ids)
                    query.append(f"{name}={urllib.parse.quote(value)}*")
            content = operation.get("requestBody", {}).get("content", {})
            if "application/json" in content:
                schema = resolve(doc, content["application/json"]["schema"])
                body = {name: True if resolve(doc, prop).get("type") == "boolean"
                        else field_value(name, resolve(doc, prop), ids) + "*"
                        for name, prop in schema.get("properties", {}).items()}
                kind = "application/json"
            elif "multipart/form-data" in content:
                schema = resolve(doc, content["multipart/form-data"]["schema"])
                fields = {name: sample(resolve(doc, prop), name, ids)
                          for name, prop in schema.get("properties", {}).items()
                          if not re.search(r"binary|contentMediaType",
                                           json.dumps(resolve(doc, prop)))}
                if fields:  # the text fields, form-encoded (FastAPI's Form reads both)
                    body = "&".join(f"{k}={urllib.parse.quote(v)}*" for k, v in fields.items())
                    kind = "application/x-www-form-urlencoded"
            for name, value in EXTRA_QUERY.get((method, path), {}).items():
                query.append(f"{name}={value}*")
            if (method, path) in EXTRA_BODIES:
                body = {k: v.format(**ids) + "*" for k, v in EXTRA_BODIES[(method, path)].items()}
                kind = "application/json"
            if body is None and not query and url_path == path:
                continue
            url = url_path + ("?" + "&".join(query) if query else "")
            data = json.dumps(body) if isinstance(body, dict) else body
            found.append({"method": method.upper(), "path": path, "url": url, "data": data,
                          "type": kind})
    # With `*` marks sqlmap tests only them; one unmarked request lets level 3 also try the
    # User-Agent and Referer headers (which the app never reads).
    found.append({"method": "GET", "path": "/api/Portfolio/all (headers)",
                  "url": "/api/Portfolio/all?search=wedding", "data": None, "type": None})
    return found


def baseline(base: str, token: str, target: dict) -> int:
    """The status of the route's untouched request (marks removed)."""
    request = urllib.request.Request(base + target["url"].replace("*", ""),
                                     method=target["method"],
                                     data=(target["data"] or "").replace("*", "").encode()
                                     if target["data"] is not None else None)
    request.add_header("Authorization", f"Bearer {token}")
    if target["type"]:
        request.add_header("Content-Type", target["type"])
    try:
        with urllib.request.urlopen(request, timeout=30) as answer:
            return answer.status
    except urllib.error.HTTPError as error:
        return error.code


def run_sqlmap(base: str, token: str, target: dict, out: Path, threads: int) -> dict:
    """sqlmap --level 3 on one route; its verdict and the HTTP codes it met."""
    folder = out / f"{target['method']}{re.sub(r'[^A-Za-z0-9]+', '_', target['path'])}"
    command = [str(SCAN_BIN / "sqlmap"), "-u", base + target["url"], "--method",
               target["method"], "--level", "3", "--risk", "1", "--batch", "--threads",
               str(threads), "--output-dir", str(folder), "--flush-session",
               "--disable-coloring", "-H", f"Authorization: Bearer {token}",
               # A wrong password or code answers 401: the expected answer, not a lost token.
               *(["--ignore-code", "401"] if target["path"].startswith("/api/auth/") else []),
               # A 404 or 403 untouched answer is still worth the payloads (no quitting).
               "--answers", "custom injection=Y,follow=N,keep testing=Y,make sure=N"]
    if target["data"] is not None:
        command += ["--data", target["data"], "-H", f"Content-Type: {target['type']}"]
    started = time.monotonic()
    status = baseline(base, token, target)
    run = subprocess.run(command, capture_output=True, text=True, stdin=subprocess.DEVNULL)
    output = run.stdout + run.stderr
    (folder).mkdir(parents=True, exist_ok=True)
    (folder / "console.txt").write_text(shlex.join(command[:1] + command[1:]) + "\n" + output)
    injectable = ("identified the following injection point" in output
                  or "is vulnerable" in output)
    codes = dict(re.findall(r"(\d{3}) \([^)]*\) - (\d+) times", output))
    clean = "do not appear to be injectable" in output or "does not seem to be injectable" in output
    return {**target, "injectable": injectable, "codes": codes, "baseline": status,
            "seconds": time.monotonic() - started,
            "verdict": "INJECTABLE" if injectable else ("clean" if clean else "inconclusive"),
            "log": str(folder / "console.txt")}


def swagger_for_wapiti(doc: dict, base: str, ids: dict[str, str], path: Path) -> None:
    """The OpenAPI document without the skipped routes, with the values of the sqlmap targets
    as defaults (wapiti starts from them, so its untouched requests succeed)."""
    original = doc
    doc = copy.deepcopy(doc)
    doc["servers"] = [{"url": base}]
    for route, operations in list(doc["paths"].items()):
        for method in list(operations):
            if (method, route) in SKIP:
                del operations[method]
                continue
            operation = operations[method]
            for parameter in operation.get("parameters", []):
                name = parameter["name"]
                value = (path_value(name, route, ids, method) if parameter["in"] == "path"
                         else sample(parameter["schema"], name, ids))
                parameter["schema"] = {"type": "string", "default": value}
            content = operation.get("requestBody", {}).get("content", {})
            if "application/json" in content:
                schema = resolve(original, content["application/json"]["schema"])
                content["application/json"]["schema"] = {"type": "object", "properties": {
                    name: ({"type": "boolean", "default": True}
                           if resolve(original, prop).get("type") == "boolean" else
                           {"type": "string",
                            "default": field_value(name, resolve(original, prop), ids)})
                    for name, prop in schema.get("properties", {}).items()}}
            elif "multipart/form-data" in content:  # the text fields, form-encoded
                schema = resolve(original, content["multipart/form-data"]["schema"])
                fields = {name: {"type": "string", "default": sample(resolve(original, prop),
                                                                    name, ids)}
                          for name, prop in schema.get("properties", {}).items()
                          if not re.search(r"binary|contentMediaType",
                                           json.dumps(resolve(original, prop)))}
                operation["requestBody"] = {"content": {"application/x-www-form-urlencoded": {
                    "schema": {"type": "object", "properties": fields}}}} if fields else {}
                if not fields:
                    del operation["requestBody"]
            if (method, route) in EXTRA_BODIES:
                operation["requestBody"] = {"content": {"application/json": {"schema": {
                    "type": "object", "properties": {
                        k: {"type": "string", "default": v.format(**ids)}
                        for k, v in EXTRA_BODIES[(method, route)].items()}}}}}
            for name, value in EXTRA_QUERY.get((method, route), {}).items():
                operation.setdefault("parameters", []).append({
                    "name": name, "in": "query", "schema": {"type": "string", "default": value}})
        if not operations:
            del doc["paths"][route]
    path.write_text(json.dumps(doc))


def false_positive(base: str, category: str, path: str | None) -> str | None:
    """The reason a finding is not a defect, when it is listed and its untouched request
    still shows the same answer."""
    known = FALSE_POSITIVES.get((category, path))
    if not known:
        return None
    status, _ = call(base, "get", known[0])
    return known[2] if status == known[1] else None


def run_wapiti(base: str, token: str, swagger: Path, out: Path, max_seconds: int,
               modules: str) -> dict:
    """wapiti's common modules (SSRF aside: it needs an outside endpoint) over pages and /api."""
    report = out / "wapiti.json"
    command = [str(SCAN_BIN / "wapiti"), "-u", base + "/", "--swagger", str(swagger),
               "--scope", "folder", "-m", modules, "-H", f"Authorization: Bearer {token}",
               "-x", base + "/api/auth/logout", "--flush-session", "--no-bugreport",
               # Payloads that name a remote server name this machine's discard port instead.
               "--endpoint", "http://127.0.0.1:9/",
               "--store-session", str(out / "wapiti-session"), "--store-config",
               str(out / "wapiti-config"), "--max-scan-time", str(max_seconds),
               "--max-attack-time", str(max(60, max_seconds // 8)), "-f", "json", "-o",
               str(report), "-v", "1", "--tasks", "4",
               # A shared 2-core machine can be slow: a payload's answer gets 30 s before wapiti
               # calls it a timeout (its medium "resource consumption" finding).
               "--timeout", "30"]
    started = time.monotonic()
    run = subprocess.run(command, capture_output=True, text=True, stdin=subprocess.DEVNULL)
    (out / "wapiti-console.txt").write_text(shlex.join(command) + "\n" + run.stdout + run.stderr)
    if not report.exists():
        sys.exit(f"wapiti wrote no report; see {out / 'wapiti-console.txt'}")
    data = json.loads(report.read_text())
    findings = []
    for section in ("vulnerabilities", "anomalies", "additionals"):
        for category, items in (data.get(section) or {}).items():
            for item in items:
                findings.append({"section": section, "category": category,
                                 "level": item.get("level", 0), "method": item.get("method"),
                                 "path": item.get("path"), "parameter": item.get("parameter"),
                                 "info": item.get("info"),
                                 "ignored": false_positive(base, category, item.get("path"))})
    return {"findings": findings, "seconds": time.monotonic() - started, "report": str(report)}


def main() -> int:
    """Sign up, scan, print the summary; 1 when something medium+ or injectable is found."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("base", nargs="?", default=os.environ.get("SCAN_URL",
                                                                  "http://localhost:3000"))
    parser.add_argument("--out", type=Path, default=None, help="reports folder (default: tmp)")
    parser.add_argument("--only", choices=["wapiti", "sqlmap"], help="run one tool")
    parser.add_argument("--routes", default="", help="regex: sqlmap only these paths")
    parser.add_argument("--jobs", type=int, default=2, help="sqlmap runs at once")
    parser.add_argument("--threads", type=int, default=4, help="sqlmap threads per run")
    parser.add_argument("--wapiti-seconds", type=int, default=900)
    parser.add_argument("--wapiti-modules", default=WAPITI_MODULES)
    args = parser.parse_args()
    base = args.base.rstrip("/")
    out = args.out or Path(tempfile.mkdtemp(prefix="marketplace-scan-"))
    out.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    with urllib.request.urlopen(base + "/api/openapi.json", timeout=30) as answer:
        doc = json.loads(answer.read())
    token, me = sign_up(base)
    ids = sample_ids(base, token, me)
    failed = False
    if args.only != "sqlmap":
        swagger = out / "openapi-for-wapiti.json"
        swagger_for_wapiti(doc, base, ids, swagger)
        print(f"wapiti: pages and {len(doc['paths'])} API paths ...", flush=True)
        wapiti = run_wapiti(base, token, swagger, out, args.wapiti_seconds, args.wapiti_modules)
        print(f"\n== wapiti ({wapiti['seconds']:.0f} s, report {wapiti['report']})")
        counts: dict[str, int] = {}
        for finding in wapiti["findings"]:
            label = LEVELS.get(finding["level"], str(finding["level"]))
            key = f"{label} (false positive)" if finding["ignored"] else label
            counts[key] = counts.get(key, 0) + 1
            note = f"  [ignored: {finding['ignored']}]" if finding["ignored"] else ""
            if finding["level"] == 0:  # info: counted below, listed in the report only
                continue
            print(f"  {label:8} {finding['category']}: {finding['method']} {finding['path']}"
                  f" {finding['parameter'] or ''} {(finding['info'] or '')[:100]}{note}")
            if finding["level"] >= 2 and not finding["ignored"]:
                failed = True
        print("  by severity: " + (", ".join(f"{k} {v}" for k, v in counts.items()) or "none"))
    if args.only != "wapiti":
        if args.only is None:
            ids = sample_ids(base, token, me)  # wapiti deleted some (a window, reviews)
            DAY[0] = some_day()  # wapiti's window holds the first day
        chosen = [t for t in targets(doc, ids) if re.search(args.routes, t["path"])]
        print(f"\nsqlmap --level 3 on {len(chosen)} routes with parameters ...", flush=True)
        results = []
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
            jobs = [pool.submit(run_sqlmap, base, token, t, out / "sqlmap", args.threads)
                    for t in chosen]
            for job in concurrent.futures.as_completed(jobs):
                result = job.result()
                results.append(result)
                print(f"  {result['verdict']:12} {result['method']:6} {result['path']}"
                      f"  ({result['seconds']:.0f} s)", flush=True)
        print(f"\n== sqlmap (level 3, {len(results)} routes)")
        print(f"  {'verdict':12} {'method':6} {'route':50} untouched  codes under attack")
        for result in sorted(results, key=lambda r: (r["path"], r["method"])):
            codes = " ".join(f"{c}x{n}" for c, n in sorted(result["codes"].items()))
            print(f"  {result['verdict']:12} {result['method']:6} {result['path']:50}"
                  f" {result['baseline']:<10} {codes}")
            if result["injectable"]:
                failed = True
                print(f"    see {result['log']}")
        for verdict in ("INJECTABLE", "clean", "inconclusive"):
            print(f"  {verdict}: {sum(r['verdict'] == verdict for r in results)}")
        limited = [r for r in results if "429" in r["codes"]]
        lost = [r for r in results
                if "401" in r["codes"] and not r["path"].startswith("/api/auth/")]
        if limited:
            print("  Some routes answered 429 during the run: serve with raised rate limits"
                  " (`make run-for-scan`) so the payloads reach the code.")
        if lost:
            print("  Some routes answered 401 during the run: the scan's token stopped working.")
    print(f"\nReports in {out}; total {time.monotonic() - started:.0f} s;"
          f" {'FINDINGS' if failed else 'no medium+ finding, nothing injectable'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
