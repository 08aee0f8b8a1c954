"""Headless Chromium through selenium, and what the tests do with it.

- `new_driver(javascript=True)`: Chromium 1280x800, headless, sandbox off (CI runs as root), a
  fresh profile in a temporary folder, /usr/bin/chromedriver (no download by Selenium Manager).
  `javascript=False` turns the page's scripts off by the content-settings pref.
- `phone(driver)` / `desktop(driver)`: a 375 px phone (device scale 2, mobile) / 1280x800.
- `color_scheme(driver, "dark" | "light")`: prefers-color-scheme.
- `sign_in(driver, inbox)`, `page(driver)` (the body's page-… class), `rows(driver)`,
  `http(...)`: a request outside the browser with the browser's cookies, redirects not followed.
- `axe(driver)`: axe-core's results for the page.
"""

import importlib.util
import json
import os
import shutil
import tempfile
import time
import urllib.error
import urllib.parse
import urllib.request

from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException, WebDriverException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

CHROMIUM = os.environ.get("THREADS_WEB_CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("THREADS_WEB_CHROMEDRIVER", "/usr/bin/chromedriver")
WIDTH, HEIGHT = 1280, 800


def new_driver(javascript=True):
    profile = tempfile.mkdtemp(prefix="threads-web-chromium-")
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage",
                     f"--user-data-dir={profile}", f"--window-size={WIDTH},{HEIGHT}",
                     "--force-device-scale-factor=1", "--hide-scrollbars", "--lang=en-US",
                     "--no-first-run", "--no-default-browser-check", "--disable-extensions",
                     "--disable-background-networking", "--disable-component-update",
                     "--disable-sync", "--disable-features=Translate,MediaRouter",
                     "--font-render-hinting=none"):
        options.add_argument(argument)
    prefs = {"intl.accept_languages": "en-US,en"}
    if not javascript:
        prefs["profile.managed_default_content_settings.javascript"] = 2
    options.add_experimental_option("prefs", prefs)
    service = Service(executable_path=CHROMEDRIVER, log_output=os.devnull)
    try:
        driver = webdriver.Chrome(service=service, options=options)
    except Exception:
        shutil.rmtree(profile, ignore_errors=True)
        raise
    driver.set_page_load_timeout(30)
    driver.set_script_timeout(60)
    original_quit = driver.quit

    def quit_and_clean():
        try:
            original_quit()
        finally:
            shutil.rmtree(profile, ignore_errors=True)

    driver.quit = quit_and_clean
    if not javascript:
        # The pref must really have turned scripts off, or every no-JS test proves nothing.
        driver.get("data:text/html,<title>off</title><script>document.title='on'</script>")
        if driver.title != "off":
            driver.quit()
            raise RuntimeError("JavaScript is still on in the driver meant to have it off")
    desktop(driver)
    return driver


# Emulation

def phone(driver, width=375, height=812):
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                           {"width": width, "height": height, "deviceScaleFactor": 2, "mobile": True})


def desktop(driver):
    driver.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    driver.set_window_size(WIDTH, HEIGHT)
    if driver.execute_script("return [window.innerWidth, window.innerHeight]") != [WIDTH, HEIGHT]:
        # A headless window's size still counts a frame (1280x800 gives an 1280x657 viewport):
        # the viewport is what the tests and the screenshots mean.
        driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                               {"width": WIDTH, "height": HEIGHT, "deviceScaleFactor": 1, "mobile": False})


def color_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"media": "", "features": [{"name": "prefers-color-scheme", "value": scheme}]})


# Pages

def wait(driver, condition, timeout=10, message=""):
    """WebDriverWait(driver, timeout).until(condition), where condition takes the driver;
    a stale element counts as not yet."""
    def check(d):
        try:
            return condition(d)
        except StaleElementReferenceException:
            return False
    return WebDriverWait(driver, timeout, poll_frequency=0.05).until(check, message)


def page(driver):
    """The body's page-… class: list, thread, question, signin or error (None if none)."""
    classes = (driver.find_element(By.TAG_NAME, "body").get_attribute("class") or "").split()
    for name in classes:
        if name.startswith("page-"):
            return name[len("page-"):]
    return None


def wait_for_page(driver, name, timeout=10):
    wait(driver, lambda d: page(d) == name, timeout,
         f"the page did not become page-{name} (it is page-{page_or_none(driver)} at {driver.current_url})")


def page_or_none(driver):
    try:
        return page(driver)
    except WebDriverException:
        return None


def path(driver):
    return urllib.parse.urlsplit(driver.current_url).path


def query(driver):
    return urllib.parse.parse_qs(urllib.parse.urlsplit(driver.current_url).query)


def click_and_load(driver, element, timeout=10):
    """Clicks and waits for the next document (a link, or a form answered by a redirect)."""
    old = driver.find_element(By.TAG_NAME, "html")
    element.click()
    wait(driver, lambda d: _stale(old), timeout, "the click loaded no new page")
    wait(driver, lambda d: d.execute_script("return document.readyState") == "complete", timeout)


def _stale(element):
    try:
        element.get_attribute("class")
        return False
    except StaleElementReferenceException:
        return True


def button(scope, text):
    """The <button> whose text is text (the actions are named by their text)."""
    for candidate in scope.find_elements(By.TAG_NAME, "button"):
        if candidate.text.strip() == text or (candidate.get_attribute("textContent") or "").strip() == text:
            return candidate
    raise AssertionError(f"no button {text!r}; buttons: "
                         f"{[b.get_attribute('textContent').strip() for b in scope.find_elements(By.TAG_NAME, 'button')]}")


def press(driver, *keys):
    """Key presses as a person makes them, to whatever has the focus."""
    for key in keys:
        ActionChains(driver).send_keys(key).perform()


def focus_page(driver):
    """Takes the focus out of any field, so that a key goes to the page's key handler."""
    driver.execute_script("if (document.activeElement && document.activeElement !== document.body)"
                          " document.activeElement.blur()")


def sign_in(driver, inbox, token=None):
    """Signs in through the form at /signin; ends on the list."""
    driver.get(inbox.url("/signin"))
    wait_for_page(driver, "signin")
    field = driver.find_element(By.CSS_SELECTOR, "input[type=password][name=token]")
    field.send_keys(token or inbox.token)
    click_and_load(driver, button(driver, "Sign in"))
    wait_for_page(driver, "list")


def open_list(driver, inbox, q=None):
    driver.get(inbox.url("/" if q is None else "/?" + urllib.parse.urlencode({"q": q})))
    wait_for_page(driver, "list")


def open_thread(driver, inbox, thread_id):
    driver.get(inbox.url(f"/threads/{thread_id}"))
    wait_for_page(driver, "thread")


ROWS_SCRIPT = """
return Array.from(document.querySelectorAll('tr[data-thread-id]')).map(function (tr) {
  function text(selector) { var e = tr.querySelector(selector); return e ? e.textContent : null; }
  var title = tr.querySelector('td.title a') || tr.querySelector('td.title');
  var time = tr.querySelector('td.active time');
  var link = tr.querySelector('td.title a');
  return {id: tr.getAttribute('data-thread-id'), starred: tr.getAttribute('data-starred'),
          unread: tr.getAttribute('data-unread'), classes: tr.className,
          mark: text('td.mark'), idText: text('td.id'), title: text('td.title'), with: text('td.with'),
          count: text('td.count'), datetime: time ? time.getAttribute('datetime') : null,
          href: link ? link.getAttribute('href') : null,
          titleWeight: title ? getComputedStyle(title).fontWeight : null,
          cellWeight: tr.querySelector('td.title') ? getComputedStyle(tr.querySelector('td.title')).fontWeight : null,
          selected: tr.classList.contains('selected')};
});
"""


def rows(driver):
    """The list's rows, as the tests compare them: ids, data-…, cell texts, weights."""
    return driver.execute_script(ROWS_SCRIPT)


def row_ids(driver):
    return [int(row["id"]) for row in rows(driver)]


def selected_id(driver):
    ids = [row["id"] for row in rows(driver) if row["selected"]]
    return int(ids[0]) if len(ids) == 1 else None if not ids else ids


def text_of(driver, selector):
    elements = driver.find_elements(By.CSS_SELECTOR, selector)
    return elements[0].get_attribute("textContent") if elements else None


def csrf(driver):
    elements = driver.find_elements(By.CSS_SELECTOR, "meta[name=csrf-token]")
    return elements[0].get_attribute("content") if elements else None


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


# axe-core

def _axe_script():
    """axe-selenium-python bundles axe-core 3.1 (2018). axe-core 4 is the one meant by "no
    serious or critical axe-core finding"; scripts/test-web installs the axe.min.js of
    axe-playwright-python (without Playwright) for it. The bundled one if that is missing."""
    spec = importlib.util.find_spec("axe_playwright_python")
    if spec and spec.submodule_search_locations:
        for folder in spec.submodule_search_locations:
            candidate = os.path.join(folder, "axe.min.js")
            if os.path.exists(candidate):
                return candidate
    return None


def axe(driver):
    """axe-core's results for the page as it is now."""
    from axe_selenium_python import Axe
    script = _axe_script()
    runner = Axe(driver, script) if script else Axe(driver)
    runner.inject()
    return runner.run()


def axe_version(driver):
    return driver.execute_script("return window.axe && axe.version")


def serious(results):
    return [v for v in results["violations"] if v.get("impact") in ("serious", "critical")]


def describe_violations(violations):
    lines = []
    for violation in violations:
        lines.append(f"- {violation['id']} ({violation['impact']}): {violation['help']} <{violation['helpUrl']}>")
        for node in violation["nodes"][:8]:
            lines.append(f"    {' '.join(node['target']) if isinstance(node['target'], list) else node['target']}: "
                         f"{node.get('failureSummary', '').strip().replace(chr(10), ' / ')}")
            lines.append(f"      {node.get('html', '')[:200]}")
        if len(violation["nodes"]) > 8:
            lines.append(f"    … and {len(violation['nodes']) - 8} more")
    return "\n".join(lines)


# Colours

def luminance(css_color):
    """Relative luminance (WCAG) of an rgb()/rgba() colour; None for a transparent one."""
    inside = css_color[css_color.index("(") + 1:css_color.rindex(")")]
    parts = [p.strip() for p in inside.replace("/", ",").split(",") if p.strip()]
    if len(parts) == 4 and float(parts[3]) == 0:
        return None

    def channel(value):
        c = float(value) / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(p) for p in parts[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def page_background(driver):
    """The luminance a person sees behind the text: the body's background, else the root's,
    else the canvas (dark only when the root's color-scheme says dark and dark is preferred)."""
    body, root, scheme, dark = driver.execute_script(
        "return [getComputedStyle(document.body).backgroundColor,"
        " getComputedStyle(document.documentElement).backgroundColor,"
        " getComputedStyle(document.documentElement).colorScheme,"
        " matchMedia('(prefers-color-scheme: dark)').matches]")
    for colour in (body, root):
        value = luminance(colour)
        if value is not None:
            return value
    return 0.0 if dark and "dark" in (scheme or "") else 1.0


def text_luminance(driver):
    return luminance(driver.execute_script("return getComputedStyle(document.body).color"))


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
