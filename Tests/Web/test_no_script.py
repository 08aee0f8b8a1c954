"""Without JavaScript every page works: links open threads, each button is a form that posts and
comes back, the search field is a GET form, the reply box posts, and a change to more than 20
threads of a query asks first, on a page of its own (docs/web.md)."""

import urllib.parse

from selenium.webdriver.common.by import By

import browser
from webcase import WebTestCase


class WithoutJavaScript(WebTestCase):
    javascript = False
    seeds = ((60, 120, 1),)

    def click(self, text, scope=None):
        browser.click_and_load(self.driver, browser.button(scope or self.driver, text))

    def test_a_link_opens_a_thread(self):
        thread = self.inbox.thread_titled("ロゴデザインの件")
        browser.open_list(self.driver, self.inbox)
        link = self.driver.find_element(By.CSS_SELECTOR, f"tr[data-thread-id='{thread['id']}'] td.title a")
        browser.click_and_load(self.driver, link)
        browser.wait_for_page(self.driver, "thread")
        self.assertEqual(browser.path(self.driver), f"/threads/{thread['id']}")
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "main h1").text, thread["title"])
        self.assertEqual(self.inbox.show(thread["id"])["unread_count"], 0, "opening it marked it read")

    def test_archive_posts_and_comes_back(self):
        thread = self.inbox.thread_titled("Portfolio review notes")
        browser.open_thread(self.driver, self.inbox, thread["id"])
        self.click("Archive")
        browser.wait_for_page(self.driver, "thread")
        self.assertEqual(browser.path(self.driver), f"/threads/{thread['id']}", "back to the thread")
        self.assertTrue(self.inbox.show(thread["id"])["archived"], "threads show: archived")
        self.click("Unarchive")
        self.assertFalse(self.inbox.show(thread["id"])["archived"], "threads show: restored")
        browser.button(self.driver, "Archive")

    def test_every_button_posts_and_toggles(self):
        thread = self.inbox.thread_titled("Daily standup notes")
        browser.open_thread(self.driver, self.inbox, thread["id"])
        for press, field, value, back in (("Star", "starred", True, "Unstar"), ("Mute", "muted", True, "Unmute")):
            with self.subTest(button=press):
                self.click(press)
                browser.wait_for_page(self.driver, "thread")
                self.assertEqual(self.inbox.show(thread["id"])[field], value, f"after {press}")
                self.click(back)
                self.assertNotEqual(self.inbox.show(thread["id"])[field], value, f"after {back}")
        # "Unread" goes back to the list, as a mail page does: coming back to the thread would
        # be opening it, which reads it again. The thread stays unread, its row bold.
        self.click("Unread")
        browser.wait_for_page(self.driver, "list")
        self.assertEqual(self.inbox.show(thread["id"])["unread_count"], 1, "Unread stays")
        row = self.driver.find_element(By.CSS_SELECTOR, f'tr[data-thread-id="{thread["id"]}"]')
        self.assertNotEqual(row.get_attribute("data-unread"), "0", "the list shows it unread")

    def test_the_reply_box_posts(self):
        thread = self.inbox.thread_titled("Contract renewal — 2027 terms")
        browser.open_thread(self.driver, self.inbox, thread["id"])
        text = "Signed copy attached.\nSecond line — 二行目"
        self.driver.find_element(By.CSS_SELECTOR, "textarea[name=body]").send_keys(text)
        self.click("Reply", self.driver.find_element(By.CSS_SELECTOR, "form.reply"))
        browser.wait_for_page(self.driver, "thread")
        self.assertEqual(browser.path(self.driver), f"/threads/{thread['id']}")
        self.assertEqual(self.inbox.show(thread["id"])["messages"][-1]["body"], text)
        bodies = [e.get_attribute("textContent") for e in self.driver.find_elements(By.CSS_SELECTOR, ".message .body")]
        self.assertEqual(bodies[-1], text)

    def test_the_search_field_is_a_get_form(self):
        browser.open_list(self.driver, self.inbox)
        query = "is:unread from:aiko"
        field = self.driver.find_element(By.CSS_SELECTOR, "form.search input[name=q]")
        field.send_keys(query)
        self.click("Search", self.driver.find_element(By.CSS_SELECTOR, "form.search"))
        browser.wait_for_page(self.driver, "list")
        self.assertEqual(browser.path(self.driver), "/")
        self.assertEqual(browser.query(self.driver).get("q"), [query])
        self.assertRowsMatch(self.inbox.threads(query), f"for {query!r}")
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "main h1").text, self.inbox.header(query))

    def test_older_is_a_link(self):
        browser.open_list(self.driver, self.inbox)
        browser.click_and_load(self.driver, self.driver.find_element(By.CSS_SELECTOR, "nav.pages a[rel=next]"))
        self.assertRowsMatch(self.inbox.threads(limit=50, offset=50), "on the second page")

    def test_sign_out_is_a_form(self):
        other = browser.new_driver(javascript=False)
        self.addCleanup(other.quit)
        browser.sign_in(other, self.inbox)
        browser.click_and_load(other, browser.button(other.find_element(By.CSS_SELECTOR, "form.signout"), "Sign out"))
        browser.wait_for_page(other, "signin")
        other.get(self.inbox.url("/"))
        browser.wait_for_page(other, "signin")


class Bulk(WebTestCase):
    """A change to every thread of a query: more than 20 asks first. (No tests of its own.)"""
    javascript = False
    seeds = ((30, 60, 1),)  # 44 threads in the inbox
    QUERY = "not is:starred"

    def ask(self, query, change_text):
        browser.open_list(self.driver, self.inbox, query)
        self.click(change_text, self.driver.find_element(By.CSS_SELECTOR, "form.bulk"))

    def click(self, text, scope=None):
        browser.click_and_load(self.driver, browser.button(scope or self.driver, text))

    def archived_ids(self):
        return {t["id"] for t in self.inbox.threads(limit=0, flags=("--archived",))}


class BulkChange(Bulk):
    def test_more_than_20_asks_and_changes_nothing_until_confirmed(self):
        ids = [int(line) for line in self.inbox.cli("archive", "--where", self.QUERY, "--dry-run").stdout.split()]
        self.assertGreater(len(ids), 20)
        archived_before = self.archived_ids()
        self.ask(self.QUERY, "Archive all")
        browser.wait_for_page(self.driver, "question")
        heading = self.driver.find_element(By.CSS_SELECTOR, "main h1").text
        self.assertIn("archive", heading.lower())
        self.assertIn(str(len(ids)), heading)
        self.assertTrue(heading.rstrip().endswith("?"), f"the heading asks: {heading!r}")
        listed = [a.get_attribute("href") for a in self.driver.find_elements(By.CSS_SELECTOR, "ul.ids a")]
        self.assertEqual(sorted(int(urllib.parse.urlsplit(h).path.rsplit("/", 1)[-1]) for h in listed), sorted(ids),
                         "ul.ids links every thread the change would touch")
        self.assertEqual(self.archived_ids(), archived_before, "asking changed nothing")
        self.assertEqual(self.inbox.count(self.QUERY), len(ids))
        self.click("Archive", self.driver.find_element(By.CSS_SELECTOR, "main"))
        self.assertNotIn(browser.page(self.driver), ("question", "error"))
        self.assertEqual(self.inbox.count(self.QUERY), 0, "every thread of the query is archived")
        self.assertTrue(set(ids) <= self.archived_ids())


class BulkCancel(Bulk):
    """Its own inbox: BulkChange archives most of its threads."""

    def test_cancel_changes_nothing(self):
        query = "is:unread or is:read"
        unread_before = self.inbox.count("is:unread")
        self.assertGreater(self.inbox.count(query), 20)
        self.ask(query, "Read all")
        browser.wait_for_page(self.driver, "question")
        cancel = [a for a in self.driver.find_elements(By.CSS_SELECTOR, "main a") if a.text.strip() == "Cancel"]
        self.assertTrue(cancel, "a Cancel link")
        browser.click_and_load(self.driver, cancel[0])
        browser.wait_for_page(self.driver, "list")
        self.assertEqual(self.inbox.count("is:unread"), unread_before, "Cancel changed nothing")

    def test_twenty_or_fewer_change_at_once(self):
        query = "is:starred is:unread"
        count = self.inbox.count(query)
        self.assertTrue(0 < count <= 20)
        self.ask(query, "Read all")
        self.assertNotEqual(browser.page(self.driver), "question", "no question for 20 or fewer")
        self.assertEqual(self.inbox.count(query), 0, "they are read")
