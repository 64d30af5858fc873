"""Behind docs/deploy.md's own nginx config, over TLS: the page loads by https, its websocket
becomes wss and is accepted, sign-in works and a protected page is reached (issue 11, part 2).
The nginx config is read from the document itself, so the document cannot drift."""

import datetime
import ipaddress
import re
import shutil
import subprocess
import tempfile
import time
from pathlib import Path

import httpx
import pytest
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID
from playwright.sync_api import expect

from tests.conftest import free_port
from tests.e2e.conftest import PROXY_HOST, ROOT, start_server, stop_server
from tests.e2e.test_signin_journeys import _email, _path, _register, sign_in_by_email

pytestmark = pytest.mark.e2e
HOST = PROXY_HOST
NGINX = shutil.which("nginx") or "/usr/sbin/nginx"


def deploy_doc_config() -> str:
    """The nginx sample in docs/deploy.md, as written there."""
    text = (ROOT / "docs" / "deploy.md").read_text()
    return re.search(r"```nginx\n(.*?)```", text, re.DOTALL).group(1)


def self_signed_certificate(folder: Path) -> tuple[Path, Path]:
    """A certificate for HOST, signed by its own key."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, HOST)])
    now = datetime.datetime.now(datetime.UTC)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
            .public_key(key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(minutes=5))
            .not_valid_after(now + datetime.timedelta(days=1))
            .add_extension(x509.SubjectAlternativeName(
                [x509.DNSName(HOST), x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
                critical=False)
            .sign(key, hashes.SHA256()))
    cert_path, key_path = folder / "fullchain.pem", folder / "privkey.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(key.private_bytes(serialization.Encoding.PEM,
                                           serialization.PrivateFormat.PKCS8,
                                           serialization.NoEncryption()))
    return cert_path, key_path


def nginx_config(folder: Path, app_port: int, tls_port: int, http_port: int) -> str:
    """The document's config on this machine's free ports, with this test's certificate."""
    cert, key = self_signed_certificate(folder)
    body = deploy_doc_config()
    body = body.replace("server 127.0.0.1:3000;", f"server 127.0.0.1:{app_port};")
    body = body.replace("listen 443 ssl http2;", f"listen 127.0.0.1:{tls_port} ssl http2;")
    body = body.replace("listen 80;", f"listen 127.0.0.1:{http_port};")
    body = re.sub(r"ssl_certificate\s+\S+;", f"ssl_certificate {cert};", body)
    body = re.sub(r"ssl_certificate_key\s+\S+;", f"ssl_certificate_key {key};", body)
    for temp in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"):
        (folder / temp).mkdir()
    temps = "".join(f"    {t}_temp_path {folder / t};\n"
                    for t in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi"))
    return (f"user root;\nworker_processes 1;\npid {folder / 'nginx.pid'};\n"
            f"error_log {folder / 'error.log'};\nevents {{ worker_connections 256; }}\n"
            f"http {{\n    access_log {folder / 'access.log'};\n{temps}{body}\n}}\n")


@pytest.fixture(scope="module")
def proxied():
    """The production server with MARKETPLACE_BASE_URL=https://HOST:PORT, behind nginx."""
    if not Path(NGINX).exists():
        pytest.fail("nginx is missing: run `bash scripts/ensure-test-tools.sh`")
    tls_port = free_port()
    base = f"https://{HOST}:{tls_port}"
    url, proc, _data = start_server({"MARKETPLACE_BASE_URL": base}, host="127.0.0.1")
    folder = Path(tempfile.mkdtemp(prefix="marketplace-nginx-"))
    app_port = int(url.rsplit(":", 1)[1])
    http_port = free_port()
    (folder / "nginx.conf").write_text(nginx_config(folder, app_port, tls_port, http_port))
    checked = subprocess.run([NGINX, "-t", "-c", str(folder / "nginx.conf")],
                             check=False, capture_output=True, text=True)
    assert checked.returncode == 0, checked.stderr
    nginx = subprocess.Popen([NGINX, "-c", str(folder / "nginx.conf"), "-g", "daemon off;"],
                             stdout=subprocess.DEVNULL, stderr=subprocess.STDOUT,
                             start_new_session=True)
    deadline = time.monotonic() + 20
    while time.monotonic() < deadline:
        try:
            httpx.get(f"https://127.0.0.1:{tls_port}/ping", verify=False, timeout=2)
            break
        except httpx.HTTPError:
            time.sleep(0.2)
    yield type("Proxied", (), {"url": url, "base": base, "tls_port": tls_port,
                               "http_port": http_port})
    nginx.terminate()
    nginx.wait(timeout=10)
    stop_server(proc)


@pytest.fixture
def tls_page(browser, proxied):
    """A page that accepts the test's certificate (Chromium resolves HOST to loopback)."""
    context = browser.new_context(ignore_https_errors=True, base_url=proxied.base,
                                  viewport={"width": 1280, "height": 900})
    context.set_default_timeout(20_000)
    yield context.new_page()
    context.close()


def test_sign_in_over_wss_behind_the_documented_nginx(proxied, tls_page):
    email = _email("tls")
    _register(proxied, email, "TALENT", "Tara Tls")
    sockets: list[str] = []
    tls_page.on("websocket", lambda ws: sockets.append(ws.url))

    tls_page.goto(f"{proxied.base}/set-profile/")
    expect(tls_page).to_have_url(_path(tls_page, "/signin"))  # the event socket is accepted
    sign_in_by_email(tls_page, email)
    expect(tls_page).to_have_url(re.compile(rf"^{re.escape(proxied.base)}/set-profile/?$"))
    expect(tls_page.locator("#signed-in-name")).to_have_text("Tara Tls")
    assert sockets and all(u.startswith(f"wss://{HOST}:{proxied.tls_port}/_event")
                           for u in sockets), sockets


def test_plain_http_is_sent_to_https_and_security_headers_pass_through(proxied):
    plain = httpx.get(f"http://127.0.0.1:{proxied.http_port}/main-feed/",
                      headers={"Host": HOST})
    assert plain.status_code == 301
    assert plain.headers["location"] == f"https://{HOST}/main-feed/"
    page = httpx.get(f"https://127.0.0.1:{proxied.tls_port}/", verify=False,
                     headers={"Host": f"{HOST}:{proxied.tls_port}"})
    assert page.status_code == 200
    assert "max-age" in page.headers.get("strict-transport-security", "")
    assert "frame-ancestors 'none'" in page.headers.get("content-security-policy", "")


def test_an_oversized_upload_gets_the_apps_json_413_through_nginx(proxied):
    body = b"x" * (16 * 2**20)  # far past the JSON limit: nginx streams it while the app refuses
    answer = httpx.post(f"https://127.0.0.1:{proxied.tls_port}/api/auth/login", content=body,
                        verify=False, headers={"Host": f"{HOST}:{proxied.tls_port}",
                                               "Content-Type": "application/json"})
    assert answer.status_code == 413
    assert answer.json()["success"] is False and answer.json()["message"]
