"""Light (docs/web.md): the list page's HTML, CSS and scripts together under 100 KB, with
a full page of 50 threads; the script and stylesheet named by their content and cached for a year
(docs/web.md)."""

import re
import urllib.parse

from selenium.webdriver.common.by import By

import browser
from webcase import WebTestCase

BUDGET = 100_000  # bytes, as served (no compression asked for)
YEAR = 365 * 24 * 3600


class Assets(WebTestCase):
    seeds = ((60, 120, 1),)  # a full page of 50 rows

    def assets(self):
        browser.open_list(self.driver, self.inbox)
        self.assertEqual(len(browser.row_ids(self.driver)), 50, "a full page")
        return self.driver.execute_script(
            "return Array.from(document.querySelectorAll('link[rel=stylesheet], script[src]'))"
            ".map(function (e) { return e.href || e.src; })")

    def test_the_list_page_weighs_under_100_kb(self):
        urls = self.assets()
        page = browser.http(self.inbox.url("/"), cookies=self.driver.get_cookies())
        self.assertEqual(page.status, 200)
        sizes = {"/": len(page.body)}
        for url in urls:
            answer = browser.http(url)
            self.assertEqual(answer.status, 200, url)
            sizes[urllib.parse.urlsplit(url).path] = len(answer.body)
        # Whatever else the page loaded (images, fonts) is counted too.
        for name, size in self.driver.execute_script(
                "return performance.getEntriesByType('resource').map(function (e) { return [e.name, e.decodedBodySize]; })"):
            key = urllib.parse.urlsplit(name).path
            if key not in sizes and not key.endswith("/events"):
                sizes[key] = size
        self.assertLess(sum(sizes.values()), BUDGET, f"the list page and what it loads: {sizes}")

    def test_the_script_and_stylesheet_are_named_by_content_and_cached_a_year(self):
        urls = self.assets()
        kinds = set()
        for url in urls:
            with self.subTest(url=url):
                self.assertTrue(url.startswith(self.inbox.origin + "/"), "served by threads serve itself")
                path = urllib.parse.urlsplit(url).path
                match = re.fullmatch(r"/assets/app\.([0-9A-Za-z_-]{6,})\.(js|css)", path)
                self.assertTrue(match, f"{path} is /assets/app.HASH.js or .css")
                kinds.add(match.group(2))
                answer = browser.http(url)
                self.assertEqual(answer.status, 200)
                cache = answer.headers.get("Cache-Control", "")
                age = re.search(r"max-age=(\d+)", cache)
                self.assertTrue(age and int(age.group(1)) >= YEAR, f"Cache-Control: {cache}")
                kind = answer.headers.get("Content-Type", "")
                self.assertTrue(kind.startswith("text/css" if match.group(2) == "css" else ("text/javascript", "application/javascript")),
                                f"Content-Type: {kind}")
        self.assertEqual(kinds, {"js", "css"}, "one script and one stylesheet")

    def test_no_inline_script_or_style_attribute(self):
        # CSP without 'unsafe-inline' would block them: the page must not need any.
        for open_page in (lambda: browser.open_list(self.driver, self.inbox),
                          lambda: browser.open_thread(self.driver, self.inbox, self.inbox.threads()[0]["id"])):
            open_page()
            inline = self.driver.execute_script(
                "return Array.from(document.querySelectorAll('script:not([src])')).filter(function (s) {"
                " return !s.type || /javascript|module/.test(s.type); }).length"
                " + document.querySelectorAll('[onclick],[onload],[onerror],[onsubmit],[onkeydown],[oninput]').length")
            self.assertEqual(inline, 0)
            self.assertTrue(self.driver.find_elements(By.CSS_SELECTOR, "script[src]"))
