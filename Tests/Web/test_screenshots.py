"""Screenshots of the list and the thread ロゴデザインの件, on the pristine sample inbox, at 1280x800
and at 375 px (a phone, device scale 2), light and dark: list-1280-light.png … thread-375-dark.png
in $THREADS_WEB_SCREENSHOTS (scripts/test-web: docs/screenshots). The list's are taken first:
opening the thread marks it read."""

import os

import browser
from webcase import WebTestCase

THREAD_TITLE = "ロゴデザインの件"


class Screenshots(WebTestCase):
    def setUp(self):
        super().setUp()
        self.folder = os.environ.get("THREADS_WEB_SCREENSHOTS")
        if not self.folder:
            self.skipTest("THREADS_WEB_SCREENSHOTS names no folder")
        os.makedirs(self.folder, exist_ok=True)

    def shoot(self, name, width, scheme, open_page):
        if width == 375:
            browser.phone(self.driver)
        else:
            browser.desktop(self.driver)
        browser.color_scheme(self.driver, scheme)
        open_page()
        self.driver.execute_async_script("var done = arguments[arguments.length - 1];"
                                         " document.fonts.ready.then(function () { done(true); });")
        browser.focus_page(self.driver)
        self.driver.execute_script("window.scrollTo(0, 0)")
        path = os.path.join(self.folder, f"{name}-{width}-{scheme}.png")
        if os.path.exists(path):
            os.remove(path)
        self.assertTrue(self.driver.save_screenshot(path), f"writing {path}")
        expected = (1280, 800) if width == 1280 else (750, 1624)
        self.assertEqual(browser.png_size(path), expected, f"{path}'s size")
        return path

    def test_the_list_then_the_thread(self):
        thread = self.inbox.thread_titled(THREAD_TITLE)
        self.assertEqual(self.inbox.header(), "Inbox — 14 threads", "the pristine sample inbox")
        written = []
        for name, open_page in (("list", lambda: browser.open_list(self.driver, self.inbox)),
                                ("thread", lambda: browser.open_thread(self.driver, self.inbox, thread["id"]))):
            for width in (1280, 375):
                for scheme in ("light", "dark"):
                    written.append(self.shoot(name, width, scheme, open_page))
        self.assertEqual(sorted(os.path.basename(p) for p in written),
                         sorted(f"{n}-{w}-{s}.png" for n in ("list", "thread") for w in (1280, 375) for s in ("light", "dark")))
