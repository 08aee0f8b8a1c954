"""Safety (docs/web.md): every state-changing request needs the session's CSRF token (403
and nothing changed without it); a read-only token reads but changes nothing; the headers (CSP,
nosniff, Referrer-Policy, frame-ancestors); text is shown as text; no other origin is contacted."""

import http.server
import threading
import time
import urllib.parse

from selenium.webdriver.common.by import By

import browser
from webcase import WebTestCase

HOSTILE = '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=2"><b>bold</b>'
HOSTILE_TITLE = '<img src=x onerror="window.__pwned=3"><i>title</i>'
HOSTILE_NAME = '<b onmouseover="window.__pwned=4">Mallory</b>'
ELSEWHERE = "See https://example.com/logo.png and <img src=\"https://example.com/pixel.gif\"> too."


class Forms(WebTestCase):
    def post(self, path, form, cookies=None):
        return browser.http(self.inbox.url(path), "POST", form=form,
                            cookies=self.driver.get_cookies() if cookies is None else cookies)

    def page_csrf(self):
        browser.open_list(self.driver, self.inbox)
        token = browser.csrf(self.driver)
        self.assertTrue(token, "meta csrf-token on a signed-in page")
        return token

    def test_a_change_without_the_csrf_token_is_refused(self):
        thread = self.inbox.thread_titled("Portfolio review notes")
        self.assertFalse(thread["starred"])
        path = f"/threads/{thread['id']}/change"
        for name, form in (("no csrf", {"change": "star"}),
                           ("a wrong csrf", {"change": "star", "csrf": "x" * 43}),
                           ("an empty csrf", {"change": "star", "csrf": ""})):
            with self.subTest(name):
                answer = self.post(path, form)
                self.assertEqual(answer.status, 403, f"{name}: {answer!r}")
                self.assertFalse(self.inbox.show(thread["id"])["starred"], f"{name}: nothing changed")
        # The same request with the session's token is taken: the 403 was the token's doing.
        answer = self.post(path, {"change": "star", "csrf": self.page_csrf()})
        self.assertEqual(answer.status, 303, answer)
        self.assertEqual(answer.location_path, f"/threads/{thread['id']}")
        self.assertTrue(self.inbox.show(thread["id"])["starred"])
        self.inbox.cli("unstar", str(thread["id"]))

    def test_a_reply_without_the_csrf_token_is_refused(self):
        thread = self.inbox.thread_titled("Lunch on Thursday?")
        before = len(self.inbox.show(thread["id"])["messages"])
        answer = self.post(f"/threads/{thread['id']}/messages", {"body": "forged"})
        self.assertEqual(answer.status, 403, answer)
        self.assertEqual(len(self.inbox.show(thread["id"])["messages"]), before, "nothing posted")

    def test_a_bulk_change_without_the_csrf_token_is_refused(self):
        unread = self.inbox.count("is:unread")
        self.assertGreater(unread, 0)
        answer = self.post("/threads/changes", {"q": "is:unread", "change": "read", "confirmed": "yes"})
        self.assertEqual(answer.status, 403, answer)
        self.assertEqual(self.inbox.count("is:unread"), unread, "nothing read")

    def test_another_sessions_csrf_token_is_refused(self):
        other = browser.new_driver()
        self.addCleanup(other.quit)
        browser.sign_in(other, self.inbox)
        foreign = browser.csrf(other)
        self.assertTrue(foreign)
        mine = self.page_csrf()
        if foreign == mine:
            self.fail("two sessions share one CSRF token")
        thread = self.inbox.thread_titled("Welcome to threads")
        answer = self.post(f"/threads/{thread['id']}/change", {"change": "archive", "csrf": foreign})
        self.assertEqual(answer.status, 403, answer)
        self.assertFalse(self.inbox.show(thread["id"])["archived"])

    def test_sign_out_without_the_csrf_token_is_refused(self):
        cookies = self.driver.get_cookies()
        answer = self.post("/signout", {}, cookies)
        self.assertEqual(answer.status, 403, answer)
        still = browser.http(self.inbox.url("/"), cookies=cookies)
        self.assertEqual(still.status, 200, "the session still works")

    def test_sign_in_without_the_csrf_token_is_refused(self):
        form_page = browser.http(self.inbox.url("/signin"))
        self.assertEqual(form_page.status, 200)
        cookies = [{"name": c.split("=", 1)[0].strip(), "value": c.split("=", 1)[1].split(";")[0]}
                   for c in form_page.headers.get_all("Set-Cookie") or []]
        answer = browser.http(self.inbox.url("/signin"), "POST", form={"token": self.inbox.token}, cookies=cookies)
        self.assertEqual(answer.status, 403, answer)
        for header in answer.headers.get_all("Set-Cookie") or []:
            name, value = header.split(";")[0].split("=", 1)
            if value:
                self.assertNotEqual(browser.http(self.inbox.url("/"), cookies=[{"name": name, "value": value}]).status,
                                    200, "a refused sign-in started no session")

    def test_a_read_only_token_reads_and_changes_nothing(self):
        reader = browser.new_driver(javascript=False)
        self.addCleanup(reader.quit)
        browser.sign_in(reader, self.inbox, self.inbox.readonly_token)
        self.assertEqual(browser.row_ids(reader), [t["id"] for t in self.inbox.threads()], "it reads the list")
        thread = self.inbox.thread_titled("Kickoff: marketplace onboarding redesign")
        answer = browser.http(self.inbox.url(f"/threads/{thread['id']}/change"), "POST",
                              form={"change": "star", "csrf": browser.csrf(reader)}, cookies=reader.get_cookies())
        self.assertEqual(answer.status, 403, answer)
        self.assertFalse(self.inbox.show(thread["id"])["starred"], "a read-only session changed nothing")


def directives(policy):
    parsed = {}
    for part in policy.split(";"):
        words = part.split()
        if words:
            parsed[words[0].lower()] = words[1:]
    return parsed


class Headers(WebTestCase):
    def pages(self):
        thread = self.inbox.thread_titled("ロゴデザインの件")
        cookies = self.driver.get_cookies()
        return [("/", cookies), (f"/threads/{thread['id']}", cookies), ("/?q=foo:bar", cookies),
                ("/?q=is:starred", cookies), ("/signin", [])]

    def test_every_page_sends_the_security_headers(self):
        for path, cookies in self.pages():
            with self.subTest(path=path):
                answer = browser.http(self.inbox.url(path), cookies=cookies)
                # A bad query's page may say so in its status too; the others are plain 200s.
                self.assertIn(answer.status, (200, 400, 422) if "foo:" in path else (200,), f"{path}: {answer!r}")
                self.assertTrue(answer.headers.get("Content-Type", "").startswith("text/html"))
                policy = answer.headers.get("Content-Security-Policy")
                self.assertTrue(policy, f"{path} has a Content-Security-Policy")
                parsed = directives(policy)
                self.assertIn("'self'", parsed.get("default-src", []), f"default-src 'self': {policy}")
                self.assertEqual(parsed.get("frame-ancestors"), ["'none'"], f"frame-ancestors 'none': {policy}")
                for name in ("script-src", "script-src-elem", "script-src-attr", "default-src"):
                    self.assertNotIn("'unsafe-inline'", parsed.get(name, []), f"{name} without 'unsafe-inline': {policy}")
                    self.assertNotIn("'unsafe-eval'", parsed.get(name, []), f"{name} without 'unsafe-eval': {policy}")
                self.assertEqual(answer.headers.get("X-Content-Type-Options"), "nosniff")
                self.assertEqual(answer.headers.get("Referrer-Policy"), "same-origin")

    def test_the_assets_are_not_sniffed(self):
        browser.open_list(self.driver, self.inbox)
        urls = self.driver.execute_script(
            "return Array.from(document.querySelectorAll('link[rel=stylesheet], script[src]'))"
            ".map(function (e) { return e.href || e.src; })")
        self.assertTrue(urls)
        for url in urls:
            with self.subTest(url=url):
                answer = browser.http(url)
                self.assertEqual(answer.status, 200)
                self.assertEqual(answer.headers.get("X-Content-Type-Options"), "nosniff")

    def test_the_page_refuses_to_be_framed(self):
        # What frame-ancestors means, seen by a browser: a page of another origin (another port
        # on this machine) framing the list shows nothing of it.
        target = self.inbox.url("/")

        class Framer(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                body = f'<!DOCTYPE html><title>framer</title><iframe id="f" src="{target}"></iframe>'.encode()
                self.send_response(200)
                self.send_header("Content-Type", "text/html; charset=utf-8")
                self.send_header("Content-Length", str(len(body)))
                self.end_headers()
                self.wfile.write(body)

            def log_message(self, *args):
                pass

        framer = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Framer)
        threading.Thread(target=framer.serve_forever, daemon=True).start()
        self.addCleanup(framer.server_close)
        self.addCleanup(framer.shutdown)
        browser.open_list(self.driver, self.inbox)
        self.driver.get(f"http://127.0.0.1:{framer.server_address[1]}/")
        time.sleep(1.0)
        self.driver.switch_to.frame(self.driver.find_element(By.ID, "f"))
        try:
            inside = self.driver.execute_script("return location.href + ' ' + (document.body ? document.body.className : '')")
            self.assertNotIn("page-", inside, f"a page of threads rendered inside another origin's frame: {inside}")
        finally:
            self.driver.switch_to.default_content()


class HostileText(WebTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.hostile_thread = cls.inbox.new_thread(HOSTILE_TITLE, with_=(HOSTILE_NAME,), body=HOSTILE)
        cls.logo = cls.inbox.thread_titled("ロゴデザインの件")["id"]
        cls.inbox.post(cls.logo, HOSTILE)
        cls.inbox.post(cls.logo, ELSEWHERE)

    def assertNotPwned(self):
        time.sleep(0.3)  # an onerror would have run by now
        self.assertEqual(self.driver.execute_script("return typeof window.__pwned"), "undefined",
                         f"markup from a message ran: window.__pwned = {self.driver.execute_script('return window.__pwned')}")

    def test_a_message_body_is_text(self):
        browser.open_thread(self.driver, self.inbox, self.logo)
        bodies = [e.get_attribute("textContent") for e in self.driver.find_elements(By.CSS_SELECTOR, ".message .body")]
        self.assertIn(HOSTILE, bodies, "the body is shown as its text, <script> and all")
        self.assertTrue(any("<script>" in b for b in bodies))
        self.assertFalse(self.driver.find_elements(By.CSS_SELECTOR, ".message .body *"),
                         "no element inside a message body (no b, img, script)")
        self.assertNotPwned()

    def test_a_title_and_a_name_are_text_on_the_thread(self):
        browser.open_thread(self.driver, self.inbox, self.hostile_thread)
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "main h1").get_attribute("textContent").strip(), HOSTILE_TITLE)
        self.assertFalse(self.driver.find_elements(By.CSS_SELECTOR, "main h1 *, main p.facts *, .message .author *"))
        self.assertIn(HOSTILE_NAME, self.driver.find_element(By.CSS_SELECTOR, "main p.facts").get_attribute("textContent"))
        self.assertNotPwned()

    def test_a_title_and_a_name_are_text_on_the_list(self):
        browser.open_list(self.driver, self.inbox)
        row = self.driver.find_element(By.CSS_SELECTOR, f"tr[data-thread-id='{self.hostile_thread}']")
        self.assertIn(HOSTILE_TITLE, row.find_element(By.CSS_SELECTOR, "td.title").get_attribute("textContent"))
        self.assertFalse(row.find_elements(By.CSS_SELECTOR, "td.title a *, td.with *"))
        self.assertFalse(self.driver.find_elements(By.CSS_SELECTOR, "table.threads img, table.threads script, table.threads b, table.threads i"))
        self.assertNotPwned()

    def test_a_query_is_text(self):
        query = '"><script>window.__pwned=5</script><img src=x onerror=window.__pwned=6>'
        browser.open_list(self.driver, self.inbox, query)
        self.assertEqual(self.driver.find_element(By.ID, "q").get_attribute("value"), query)
        self.assertFalse(self.driver.find_elements(By.CSS_SELECTOR, "header img, #q-error *, main h1 *"))
        self.assertNotPwned()

    def test_no_other_origin_is_contacted(self):
        pages = [("/", "list"), (f"/threads/{self.logo}", "thread"), ("/?q=" + urllib.parse.quote("is:starred"), "list")]
        for path, kind in pages:
            with self.subTest(path=path):
                self.driver.get(self.inbox.url(path))
                browser.wait_for_page(self.driver, kind)
                time.sleep(0.3)
                names = self.driver.execute_script(
                    "return performance.getEntriesByType('navigation').concat(performance.getEntriesByType('resource'))"
                    ".map(function (e) { return e.name; })")
                self.assertTrue(any("/assets/" in n for n in names), f"the page's own assets are among {names}")
                others = [n for n in names if not n.startswith(self.inbox.origin + "/")]
                self.assertEqual(others, [], f"{path} contacted another origin")
