"""Changes made by anyone (the CLI, another server on the same database, another browser) appear
in the open list and thread within 3 s, without a reload (docs/web.md)."""

import time

from selenium.webdriver.common.by import By

import browser
from server import stop_process
from webcase import WebTestCase

LIVE = 3.0  # seconds: the promise
SETTLE = 0.5  # the page's event stream connects after the page loads; the promise starts there


class Live(WebTestCase):
    def opened(self):
        self.driver.execute_script("window.__marker = 1")
        time.sleep(SETTLE)

    def assertNoReload(self):
        self.assertEqual(self.driver.execute_script("return window.__marker"), 1,
                         "the change came with a page load, not in the open page")

    def wait_live(self, condition, what):
        browser.wait(self.driver, condition, LIVE, f"{what} did not show within {LIVE:g} s")
        self.assertNoReload()

    def row_starred(self, thread_id):
        return lambda d: any(r["id"] == str(thread_id) and r["starred"] == "true" for r in browser.rows(d))


class LiveList(Live):
    def setUp(self):
        super().setUp()
        browser.open_list(self.driver, self.inbox)
        self.opened()

    def test_a_star_from_the_cli_shows(self):
        thread = self.inbox.thread_titled("Portfolio review notes")
        self.assertFalse(thread["starred"])
        self.inbox.cli("star", str(thread["id"]))
        self.wait_live(self.row_starred(thread["id"]), "the star set by `threads star`")

    def test_a_new_thread_from_the_cli_appears(self):
        thread_id = self.inbox.new_thread("Live: a new thread", with_=("Aiko",), body="hello")
        self.wait_live(lambda d: thread_id in browser.row_ids(d), "a thread from `threads new`")
        self.assertEqual(browser.row_ids(self.driver), [t["id"] for t in self.inbox.threads()])

    def test_a_read_from_the_cli_shows(self):
        thread = self.inbox.thread_titled("来週の打ち合わせ日程")
        self.assertGreater(thread["unread_count"], 0)
        self.inbox.cli("read", str(thread["id"]))
        self.wait_live(lambda d: any(r["id"] == str(thread["id"]) and r["unread"] == "0" for r in browser.rows(d)),
                       "the read set by `threads read`")

    def test_a_change_through_another_server_shows(self):
        thread = self.inbox.thread_titled("Contract renewal — 2027 terms")
        process, base = self.inbox.serve("serve-second.log")
        self.addCleanup(stop_process, process)
        answer = browser.http(f"{base}/v1/threads/{thread['id']}", "PATCH", json_body={"starred": not thread["starred"]},
                              headers={"Authorization": f"Bearer {self.inbox.token}"})
        self.assertEqual(answer.status, 200, answer.body[:300])
        expected = "true" if not thread["starred"] else "false"
        self.wait_live(lambda d: any(r["id"] == str(thread["id"]) and r["starred"] == expected for r in browser.rows(d)),
                       "a change through another threads serve on the same database")

    def test_a_change_from_another_browser_shows(self):
        thread = self.inbox.thread_titled("Kickoff: marketplace onboarding redesign")
        self.assertFalse(thread["starred"])
        other = browser.new_driver(javascript=False)
        self.addCleanup(other.quit)
        browser.sign_in(other, self.inbox)
        browser.open_thread(other, self.inbox, thread["id"])
        browser.click_and_load(other, browser.button(other, "Star"))
        self.wait_live(self.row_starred(thread["id"]), "a star clicked in another browser")


class LiveThread(Live):
    def setUp(self):
        super().setUp()
        self.thread = self.inbox.thread_titled("ロゴデザインの件")
        browser.open_thread(self.driver, self.inbox, self.thread["id"])
        self.opened()

    def test_a_message_posted_from_the_cli_shows(self):
        body = f"live message {time.monotonic_ns()}"
        self.inbox.post(self.thread["id"], body)
        self.wait_live(lambda d: any(e.get_attribute("textContent") == body
                                     for e in d.find_elements(By.CSS_SELECTOR, ".message .body")),
                       "a message from `threads post`")
        bodies = [e.get_attribute("textContent") for e in self.driver.find_elements(By.CSS_SELECTOR, ".message .body")]
        self.assertEqual(bodies[-1], body, "the new message is last (oldest first)")

    def test_a_star_from_the_cli_shows(self):
        starred = self.inbox.show(self.thread["id"])["starred"]
        self.inbox.cli("unstar" if starred else "star", str(self.thread["id"]))
        expected = "false" if starred else "true"
        self.wait_live(lambda d: d.find_element(By.CSS_SELECTOR, "main#main").get_attribute("data-starred") == expected,
                       "the star on the open thread")
