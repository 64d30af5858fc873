"""The kiosk's own HTTPS certificate: self-signed, made on this machine on first start."""

import base64
import datetime
import hashlib
import ipaddress
import os
import socket
from pathlib import Path

CERT_NAME, KEY_NAME = "kiosk-cert.pem", "kiosk-key.pem"
VALID_DAYS = 825  # the longest validity phones accept for a server certificate


def _names(addresses: list[str]) -> list:
    from cryptography import x509

    hosts = ["localhost"]
    if (name := socket.gethostname().lower()) and name != "localhost":
        hosts += [name, f"{name}.local"]
    ips = dict.fromkeys(["127.0.0.1", "::1", *addresses])
    return ([x509.DNSName(h) for h in dict.fromkeys(hosts)]
            + [x509.IPAddress(ipaddress.ip_address(ip)) for ip in ips])


def _write_private(path: Path, data: bytes) -> None:
    """Write a file only its owner can read."""
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    with os.fdopen(descriptor, "wb") as handle:
        handle.write(data)
    os.chmod(path, 0o600)


def ensure_certificate(folder: Path, addresses: list[str]) -> tuple[Path, Path]:
    """(certificate, key) in folder, made once (P-256, naming localhost and addresses)."""
    cert, key = folder / CERT_NAME, folder / KEY_NAME
    if cert.is_file() and key.is_file():
        return cert, key
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec
    from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

    private = ec.generate_private_key(ec.SECP256R1())
    subject = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "Marketplace kiosk"),
                         x509.NameAttribute(NameOID.ORGANIZATION_NAME, socket.gethostname())])
    now = datetime.datetime.now(datetime.UTC)
    certificate = (
        x509.CertificateBuilder().subject_name(subject).issuer_name(subject)
        .public_key(private.public_key()).serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(hours=1))
        .not_valid_after(now + datetime.timedelta(days=VALID_DAYS))
        .add_extension(x509.SubjectAlternativeName(_names(addresses)), critical=False)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .add_extension(x509.ExtendedKeyUsage([ExtendedKeyUsageOID.SERVER_AUTH]), critical=False)
        .sign(private, hashes.SHA256()))
    folder.mkdir(parents=True, exist_ok=True)
    _write_private(key, private.private_bytes(serialization.Encoding.PEM,
                                              serialization.PrivateFormat.PKCS8,
                                              serialization.NoEncryption()))
    cert.write_bytes(certificate.public_bytes(serialization.Encoding.PEM))
    return cert, key


def spki_fingerprint(cert: Path) -> str:
    """base64 SHA-256 of the certificate's public key: Chromium's
    --ignore-certificate-errors-spki-list trusts exactly this key in the kiosk's own window."""
    from cryptography import x509
    from cryptography.hazmat.primitives import serialization

    public = x509.load_pem_x509_certificate(cert.read_bytes()).public_key().public_bytes(
        serialization.Encoding.DER, serialization.PublicFormat.SubjectPublicKeyInfo)
    return base64.b64encode(hashlib.sha256(public).digest()).decode()


def sha256_fingerprint(cert: Path) -> str:
    """The certificate's SHA-256 fingerprint as a browser's certificate viewer shows it."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes

    digest = x509.load_pem_x509_certificate(cert.read_bytes()).fingerprint(hashes.SHA256())
    return ":".join(f"{b:02X}" for b in digest)
