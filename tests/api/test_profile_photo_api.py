"""PUT/GET/DELETE /api/user/profile/photo with real image bytes."""

import io
import socket

import pytest
from PIL import Image

from tests.factories import bearer, register_via_api
from tests.images import jpeg_with_gps_and_rotation, png, png_declaring


@pytest.fixture
def headers(client):
    return bearer(register_via_api(client)["token"])


def upload(client, headers, data: bytes, name="photo.jpg", ctype="image/jpeg"):
    return client.put("/api/user/profile/photo", headers=headers,
                      files={"photo": (name, data, ctype)})


def test_upload_strips_exif_applies_orientation_and_serves_publicly(client, headers):
    response = upload(client, headers, jpeg_with_gps_and_rotation())
    assert response.status_code == 200, response.text
    url = response.json()["url"]
    assert url.startswith("/media/")
    served = client.get(url)  # no token
    assert served.status_code == 200
    assert served.headers["content-type"] == "image/jpeg"
    assert "max-age=31536000" in served.headers["cache-control"]
    image = Image.open(io.BytesIO(served.content))
    assert image.format == "JPEG"
    assert len(image.getexif()) == 0 and "exif" not in image.info
    assert image.width == image.height
    top, bottom = image.getpixel((image.width // 2, 5)), image.getpixel((image.width // 2,
                                                                         image.height - 5))
    assert top[0] > 150 and top[2] < 100, "EXIF orientation 6 puts the red half on top"
    assert bottom[2] > 150 and bottom[0] < 100
    profile = client.get("/api/user/profile", headers=headers).json()["user"]
    assert profile["profilePhotoUrl"] == url == profile["profileImage"]
    assert client.get("/api/user/profile/photo", headers=headers).json()["url"] == url


def test_replacing_a_photo_removes_the_old_file(client, headers):
    first = upload(client, headers, png(colour=(1, 2, 3)), "a.png", "image/png").json()["url"]
    second = upload(client, headers, png(colour=(9, 9, 9)), "b.png", "image/png").json()["url"]
    assert first != second
    assert client.get(first).status_code == 404
    assert client.get(second).status_code == 200


def test_non_image_renamed_jpg_is_rejected(client, headers):
    response = upload(client, headers, b"%PDF-1.4 definitely not an image" * 20)
    assert response.status_code == 400
    assert response.json()["message"] == "Please select an image file"
    assert client.get("/api/user/profile", headers=headers).json()["user"]["profilePhotoUrl"] is None


def test_photo_of_5mb_or_more_is_413(client, headers):
    response = upload(client, headers, b"\xff\xd8" + b"0" * (5 * 1024 * 1024))
    assert response.status_code == 413
    assert response.json()["message"] == "File size must be less than 5MB"


def test_decompression_bomb_is_refused_before_decoding(client, headers):
    response = upload(client, headers, png_declaring(30000, 30000), "bomb.png", "image/png")
    assert response.status_code == 422
    assert "megapixels" in response.json()["message"]


def test_missing_photo_field_is_400(client, headers):
    response = client.put("/api/user/profile/photo", headers=headers,
                          files={"other": ("a.png", png(), "image/png")})
    assert response.status_code == 400
    assert response.json()["message"] == "Please select an image file"


def test_delete_photo_removes_it(client, headers):
    url = upload(client, headers, png(), "a.png", "image/png").json()["url"]
    response = client.delete("/api/user/profile/photo", headers=headers)
    assert response.status_code == 200 and response.json()["url"] is None
    assert client.get(url).status_code == 404
    assert client.get("/api/user/profile/photo", headers=headers).json()["url"] is None


def test_photo_routes_need_a_token(client):
    assert upload(client, {}, png()).status_code == 401
    assert client.delete("/api/user/profile/photo").status_code == 401



def test_huge_declared_body_is_refused_before_upload(api_server, client, headers):
    """Only the headers of a 50 GB upload are sent: the answer comes before any body."""
    host, port = api_server.removeprefix("http://").split(":")
    request = ("PUT /api/user/profile/photo HTTP/1.1\r\n"
               f"Host: {host}\r\nAuthorization: {headers['Authorization']}\r\n"
               "Content-Type: multipart/form-data; boundary=x\r\n"
               f"Content-Length: {50 * 1024 ** 3}\r\n\r\n")
    with socket.create_connection((host, int(port)), timeout=10) as sock:
        sock.sendall(request.encode())
        reply = b""
        while chunk := sock.recv(65536):
            reply += chunk
    reply = reply.decode()
    assert reply.startswith("HTTP/1.1 413")
    assert "too large" in reply
