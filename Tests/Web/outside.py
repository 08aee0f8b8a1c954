"""Requests to the server outside the browser (with the browser's cookies when given), redirects
answered rather than followed; and small waiting and printing helpers the tests share."""

import json
import time
import urllib.error
import urllib.parse
import urllib.request


# Outside the browser

class _NoRedirects(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *args, **kwargs):
        return None


_opener = urllib.request.build_opener(_NoRedirects)


class Answer:
    def __init__(self, status, headers, body):
        self.status, self.headers, self.body = status, headers, body

    @property
    def location_path(self):
        location = self.headers.get("Location")
        return urllib.parse.urlsplit(location).path if location else None

    def __repr__(self):
        return f"<{self.status} {self.headers.get('Content-Type')} Location={self.headers.get('Location')}>"


def http(url, method="GET", form=None, cookies=None, headers=None, json_body=None):
    """One request outside the browser; a redirect is answered, not followed."""
    data, kind = None, None
    if form is not None:
        data, kind = urllib.parse.urlencode(form).encode(), "application/x-www-form-urlencoded"
    elif json_body is not None:
        data, kind = json.dumps(json_body).encode(), "application/json"
    request = urllib.request.Request(url, data=data, method=method)
    if kind:
        request.add_header("Content-Type", kind)
    if cookies:
        request.add_header("Cookie", "; ".join(f"{c['name']}={c['value']}" for c in cookies))
    for name, value in (headers or {}).items():
        request.add_header(name, value)
    try:
        with _opener.open(request, timeout=30) as response:
            return Answer(response.status, response.headers, response.read())
    except urllib.error.HTTPError as error:
        return Answer(error.code, error.headers, error.read())


def png_size(path_):
    """(width, height) of a PNG file, from its IHDR."""
    with open(path_, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        raise AssertionError(f"{path_} is not a PNG")
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


def poll(check, timeout=3.0, interval=0.05):
    """check() until it is true or timeout seconds have passed; its last value."""
    deadline = time.monotonic() + timeout
    while True:
        value = check()
        if value or time.monotonic() >= deadline:
            return value
        time.sleep(interval)


def dumps(value):
    return json.dumps(value, ensure_ascii=False, indent=1)
