"""QR codes drawn locally (segno), as SVG data URIs an <img> can show."""

import segno


def qr_svg_data_uri(text: str) -> str:
    """A QR code of text, dark on white, with its quiet zone."""
    return segno.make(text, error="m").svg_data_uri(scale=6, dark="#1c1917", light="#ffffff")
