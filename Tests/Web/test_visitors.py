"""Who else is on a thread (docs/team.md): two browsers signed in as two people, on two servers of
one database, each see the other on the thread within 2 s, and see who is writing a reply; a page
closed is gone from the other at once; without JavaScript the thread shows who was there as it
loaded; a reply after the other's reply asks first; and each reads for themselves."""

import time

from selenium.webdriver.common.by import By

import browser
from server import stop_process
from webcase import WebTestCase

SEEN = 2.0  # seconds: the promise


class Visitors(WebTestCase):
    def setUp(self):
        super().setUp()
        self.thread = self.inbox.thread_titled("Kickoff: marketplace onboarding redesign")["id"]
        # Ben, with a token of his own, on a second server on the same database.
        self.ben_token = self.inbox.cli("token", "create", f"ben-{self.id().rsplit('.', 1)[-1]}", "--person", "Ben").stdout.strip()
        process, base = self.inbox.serve(f"serve-ben-{self.id().rsplit('.', 1)[-1]}.log")
        self.addCleanup(stop_process, process)
        self.ben = browser.new_driver(javascript=True)
        self.addCleanup(self.ben.quit)
        self.ben_base = base

    def open_as_ben(self, thread=None):
        self.ben.get(self.ben_base + "/signin")
        browser.wait_for_page(self.ben, "signin")
        self.ben.find_element(By.CSS_SELECTOR, "input[type=password][name=token]").send_keys(self.ben_token)
        browser.click_and_load(self.ben, browser.button(self.ben, "Sign in"))
        browser.wait_for_page(self.ben, "list")
        self.ben.get(self.ben_base + f"/threads/{thread or self.thread}")
        browser.wait_for_page(self.ben, "thread")

    @staticmethod
    def unread(driver, base, thread):
        """The unread count the list shows this browser's person for `thread` (its row's data-unread)."""
        driver.get(base + "/")
        browser.wait_for_page(driver, "list")
        row = next(r for r in browser.rows(driver) if int(r["id"]) == thread)
        return int(row["unread"])

    @staticmethod
    def visitors(driver):
        return driver.execute_script(
            "var p = document.getElementById('visitors');"
            "return p && !p.hidden ? Array.from(p.querySelectorAll('.visitor')).map(function (s) {"
            "  return s.textContent; }) : [];")

    def wait_seen(self, driver, expected, what):
        started = time.monotonic()
        browser.wait(driver, lambda d: self.visitors(d) == expected, SEEN, f"{what} did not show within {SEEN:g} s: {self.visitors(driver)}")
        return time.monotonic() - started

    def test_each_sees_the_other_and_who_is_writing(self):
        browser.open_thread(self.driver, self.inbox, self.thread)
        self.open_as_ben()
        # Each sees the other (the token `web` speaks for the tests' own person). Ben's page may
        # load before ours has said it is here (the page before ours said it left), so both wait
        # for a beat.
        self.wait_seen(self.ben, ["Web Tester"], "we on the thread, for Ben")
        self.wait_seen(self.driver, ["Ben"], "Ben on the thread")
        # Ben starts a reply: we see it within 2 s; he stops and empties the box, and we see that too.
        box = self.ben.find_element(By.CSS_SELECTOR, "#main form.reply textarea[name=body]")
        box.send_keys("On it")
        self.wait_seen(self.driver, ["Ben (writing a reply)"], "Ben writing a reply")
        # Ben's page closes: gone from ours within the promise, without waiting for it to expire.
        self.ben.get("about:blank")
        self.wait_seen(self.driver, [], "Ben leaving")

    def test_a_reply_after_the_others_reply_asks_first(self):
        browser.open_thread(self.driver, self.inbox, self.thread)
        self.open_as_ben()
        # We start a reply; Ben replies first, through his page, and his reply appears in ours
        # (the live page keeps the reply being written, and what it was written after).
        self.driver.find_element(By.CSS_SELECTOR, "#main form.reply textarea[name=body]").send_keys("Mine too")
        self.ben.find_element(By.CSS_SELECTOR, "#main form.reply textarea[name=body]").send_keys("Ben's answer")
        browser.click_and_load(self.ben, browser.button(self.ben, "Reply"))
        browser.wait(self.driver, lambda d: "Ben's answer" in d.find_element(By.ID, "main").text, 5, "Ben's reply did not appear")
        # Sending ours asks first, with his reply and ours kept.
        browser.click_and_load(self.driver, browser.button(self.driver, "Reply"))
        self.assertIn("Ben replied", self.driver.find_element(By.ID, "main").text)


    def test_each_reads_for_themselves(self):
        """Read state is each person's own (docs/team.md): what Ben opens stays unread for us,
        what we post is unread for Ben, what Ben posts is unread for us and read for him."""
        thread = self.inbox.new_thread("Whose unread is it", with_=("Ben",), body="for Ben")
        self.open_as_ben(thread)  # opening it marks it read for Ben
        self.assertEqual(self.unread(self.ben, self.ben_base, thread), 0)
        self.inbox.post(thread, "one more for Ben")
        self.assertEqual(self.unread(self.ben, self.ben_base, thread), 1, "what we post is unread for Ben")
        self.assertEqual(self.unread(self.driver, self.inbox.base, thread), 0, "and read for us")
        self.inbox.cli("post", str(thread), "--body", "Ben's answer", "--as", "Ben")
        self.assertEqual(self.unread(self.driver, self.inbox.base, thread), 1, "what Ben posts is unread for us")
        self.assertEqual(self.unread(self.ben, self.ben_base, thread), 1, "and his own is read for him")
        browser.open_thread(self.driver, self.inbox, thread)
        self.assertEqual(self.unread(self.driver, self.inbox.base, thread), 0, "opening it marks it read for us")
        self.assertEqual(self.unread(self.ben, self.ben_base, thread), 1, "and for no one else")


class VisitorsWithoutScript(WebTestCase):
    javascript = False

    def test_the_thread_shows_who_was_there_as_it_loaded(self):
        thread = self.inbox.thread_titled("Kickoff: marketplace onboarding redesign")["id"]
        ben_token = self.inbox.cli("token", "create", "ben-no-script", "--person", "Ben").stdout.strip()
        ben = browser.new_driver(javascript=False)
        self.addCleanup(ben.quit)
        browser.sign_in(ben, self.inbox, token=ben_token)
        browser.open_thread(ben, self.inbox, thread)
        browser.open_thread(self.driver, self.inbox, thread)
        self.assertEqual(Visitors.visitors(self.driver), ["Ben"])
