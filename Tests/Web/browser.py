"""Headless Chromium through selenium, and what the tests do with it.

- `new_driver(javascript=True)`: Chromium 1280x800, headless, sandbox off (CI runs as root), a
  fresh profile in a temporary folder, /usr/bin/chromedriver (no download by Selenium Manager).
  `javascript=False` turns the page's scripts off by the content-settings pref.
- `phone(driver)` / `desktop(driver)`: a 375 px phone (device scale 2, mobile) / 1280x800.
- `color_scheme(driver, "dark" | "light")`: prefers-color-scheme.
- `sign_in(driver, inbox)`, `page(driver)` (the body's page-… class), `rows(driver)`.
- From `outside.py`: `http(...)`, a request outside the browser with the browser's cookies,
  redirects not followed. From `measures.py`: `axe(driver)`, axe-core's results for the page,
  and colours. Both are reached as `browser.NAME`.
"""

import os
import shutil
import tempfile
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
    except WebDriverException as error:
        # Caught mid-navigation: the node is no longer the document's.
        if "does not belong to the document" in str(error):
            return True
        raise


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


def list_path(q=None):
    """/?q=… with spaces as %20. (A GET form sends them as +: test_search and test_no_script
    hold the page to that too, but one bug there should not fail every test with a query.)"""
    return "/" if q is None else "/?q=" + urllib.parse.quote(q, safe="")


def open_list(driver, inbox, q=None):
    driver.get(inbox.url(list_path(q)))
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


# The helpers below live in their own files; the tests reach them as browser.NAME.
from outside import Answer, dumps, http, png_size, poll  # noqa: E402,F401
from measures import axe, axe_version, describe_violations, luminance, page_background, serious, text_luminance  # noqa: E402,F401
