"""`make scan` (scripts/scan.py) sends sqlmap to every API route that takes a parameter, with
each path, query and body value marked for injection, and never to logout."""

import importlib.util
import json
from pathlib import Path

from marketplace_app.api.app import api

_SPEC = importlib.util.spec_from_file_location(
    "scan", Path(__file__).resolve().parents[2] / "scripts" / "scan.py")
scan = importlib.util.module_from_spec(_SPEC)
_SPEC.loader.exec_module(scan)
IDS = {k: f"{k}-id" for k in ("me", "talent", "portfolio", "own", "conversation", "window",
                               "collaboration", "notification", "review_Portfolio",
                               "review_user", "cursor", "email", "password")}


def test_every_route_with_a_parameter_is_a_sqlmap_target():
    doc = api.openapi()
    chosen = {(t["method"].lower(), t["path"]): t for t in scan.targets(doc, IDS)}
    for path, operations in doc["paths"].items():
        for method, operation in operations.items():
            if operation.get("parameters") or operation.get("requestBody"):
                if (method, path) in chosen or (method, path) in scan.SKIP:
                    continue
                # Only bodies that are all files (photo uploads) have nothing textual to test.
                assert "multipart/form-data" in operation["requestBody"]["content"], (method, path)
    assert ("post", "/api/auth/logout") not in chosen
    assert ("post", "/api/collaborations") in chosen  # a JSON body the contract leaves out


def test_each_value_is_marked_for_injection():
    targets = scan.targets(api.openapi(), IDS)
    assert targets[-1]["path"].endswith("(headers)")  # unmarked: sqlmap adds the headers
    for target in targets[:-1]:
        marks = target["url"].count("*") + (target["data"] or "").count("*")
        assert marks >= 1, target
        if target["type"] == "application/json":
            body = json.loads(target["data"])
            assert all(v.endswith("*") for v in body.values() if not isinstance(v, bool)), target
