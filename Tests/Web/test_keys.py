"""The keys, with JavaScript on, as in `browse`: j/k move, Enter and o open, s r a m act on the
selected row or the open thread (each toggles), p is the reply box, / the search field, u and
Esc go back, ? lists the keys. Every change is checked with the command line."""

import re
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

import browser
from webcase import WebTestCase

CHANGE = 3.0  # seconds a key's change may take to reach the database and the page


class Keyboard(WebTestCase):
    def state(self, thread_id):
        shown = self.inbox.show(thread_id)
        return {"starred": shown["starred"], "unread": shown["unread_count"],
                "archived": shown["archived"], "muted": shown["muted"], "messages": len(shown["messages"])}

    def assertBecomes(self, thread_id, field, value, why):
        got = browser.poll(lambda: self.state(thread_id)[field] == value, CHANGE)
        self.assertTrue(got, f"{why}: threads show {thread_id} has {field} = {self.state(thread_id)[field]!r}, not {value!r}")

    def keys_listed(self, keys):
        before = self.driver.find_element(By.TAG_NAME, "body").text
        browser.focus_page(self.driver)
        browser.press(self.driver, "?")
        browser.wait(self.driver, lambda d: d.find_element(By.TAG_NAME, "body").text != before, 3,
                     "? showed nothing new")
        shown = self.driver.find_element(By.TAG_NAME, "body").text
        added = shown.replace(before, "") if before in shown else shown
        for key in keys:
            self.assertRegex(added, rf"(^|[^\w]){re.escape(key)}($|[^\w])", f"the keys shown name {key!r}")


class ListKeys(Keyboard):
    def setUp(self):
        super().setUp()
        browser.open_list(self.driver, self.inbox)
        browser.focus_page(self.driver)

    def select(self, thread_id):
        ids = browser.row_ids(self.driver)
        self.assertIn(thread_id, ids)
        for _ in range(2 * len(ids) + 2):
            current = browser.selected_id(self.driver)
            if current == thread_id:
                return
            index = ids.index(current) if current in ids else -1
            browser.press(self.driver, "j" if index < ids.index(thread_id) else "k")
            browser.wait(self.driver, lambda d: browser.selected_id(d) != current, 2,
                         f"j/k did not move the selection from {current}")
        self.fail(f"could not select thread {thread_id} with j and k")

    def test_j_and_k_move_the_selection(self):
        ids = browser.row_ids(self.driver)
        self.assertGreater(len(ids), 3)
        browser.press(self.driver, "j")
        browser.wait(self.driver, lambda d: browser.selected_id(d) is not None, 2, "j selected no row")
        first = ids.index(browser.selected_id(self.driver))
        browser.press(self.driver, "j")
        browser.wait(self.driver, lambda d: browser.selected_id(d) == ids[first + 1], 2, "j moved down")
        browser.press(self.driver, "j")
        browser.wait(self.driver, lambda d: browser.selected_id(d) == ids[first + 2], 2, "j moved down again")
        browser.press(self.driver, "k")
        browser.wait(self.driver, lambda d: browser.selected_id(d) == ids[first + 1], 2, "k moved up")
        self.assertEqual(sum(1 for r in browser.rows(self.driver) if r["selected"]), 1, "one row selected")

    def test_enter_opens_the_selected_thread_and_it_is_marked_read(self):
        thread = self.inbox.thread_titled("Lunch on Thursday?")
        self.assertGreater(thread["unread_count"], 0)
        self.select(thread["id"])
        browser.press(self.driver, Keys.ENTER)
        browser.wait_for_page(self.driver, "thread")
        self.assertEqual(browser.path(self.driver), f"/threads/{thread['id']}")
        self.assertBecomes(thread["id"], "unread", 0, "Enter opened the thread")

    def test_o_opens_the_selected_thread(self):
        thread = self.inbox.thread_titled("Daily standup notes")
        self.select(thread["id"])
        browser.press(self.driver, "o")
        browser.wait_for_page(self.driver, "thread")
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "main#main").get_attribute("data-thread-id"),
                         str(thread["id"]))
        self.assertBecomes(thread["id"], "unread", 0, "o opened the thread")

    def test_s_stars_the_selected_row_and_again_unstars(self):
        thread = self.inbox.thread_titled("Portfolio review notes")
        self.assertFalse(thread["starred"])
        row = f"tr[data-thread-id='{thread['id']}']"
        self.select(thread["id"])
        browser.press(self.driver, "s")
        self.assertBecomes(thread["id"], "starred", True, "s on the row")
        browser.wait(self.driver, lambda d: d.find_element(By.CSS_SELECTOR, row).get_attribute("data-starred") == "true",
                     CHANGE, "the row shows the star")
        self.select(thread["id"])
        browser.press(self.driver, "s")
        self.assertBecomes(thread["id"], "starred", False, "s again")

    def test_r_reads_the_selected_row_and_again_unreads(self):
        thread = self.inbox.thread_titled("Crash when uploading a PNG over 20 MB")
        self.assertGreater(thread["unread_count"], 0)
        self.select(thread["id"])
        browser.press(self.driver, "r")
        self.assertBecomes(thread["id"], "unread", 0, "r on an unread row")
        self.select(thread["id"])
        browser.press(self.driver, "r")
        self.assertBecomes(thread["id"], "unread", 1, "r on a read row (the newest message unread, as `unread`)")

    def test_a_archives_the_selected_row(self):
        thread = self.inbox.thread_titled("Welcome to threads")
        self.select(thread["id"])
        browser.press(self.driver, "a")
        self.assertBecomes(thread["id"], "archived", True, "a on the row")
        browser.wait(self.driver, lambda d: thread["id"] not in browser.row_ids(d), CHANGE,
                     "the archived thread left the inbox's list")
        self.inbox.cli("unarchive", str(thread["id"]))

    def test_m_mutes_the_selected_row(self):
        thread = self.inbox.thread_titled("お見積りのご依頼")
        self.select(thread["id"])
        browser.press(self.driver, "m")
        self.assertBecomes(thread["id"], "muted", True, "m on the row")
        browser.wait(self.driver, lambda d: thread["id"] not in browser.row_ids(d), CHANGE,
                     "the muted thread left the inbox's list")
        self.inbox.cli("unmute", str(thread["id"]))

    def test_slash_focuses_the_search_field(self):
        browser.press(self.driver, "/")
        browser.wait(self.driver, lambda d: d.execute_script("return document.activeElement.id") == "q", 2,
                     "/ focused the search field")
        self.assertNotIn("/", self.driver.find_element(By.ID, "q").get_attribute("value"),
                         "the / is a key, not typed into the field")

    def test_question_mark_lists_the_keys(self):
        self.keys_listed(("j", "k", "o", "s", "r", "a", "m", "/"))


class ThreadKeys(Keyboard):
    def open(self, title):
        thread = self.inbox.thread_titled(title)
        browser.open_thread(self.driver, self.inbox, thread["id"])
        browser.focus_page(self.driver)
        return thread["id"]

    def test_s_toggles_the_star(self):
        thread_id = self.open("Kickoff: marketplace onboarding redesign")
        self.assertFalse(self.state(thread_id)["starred"])
        browser.press(self.driver, "s")
        self.assertBecomes(thread_id, "starred", True, "s on the thread")
        browser.wait(self.driver, lambda d: d.find_element(By.CSS_SELECTOR, "main#main").get_attribute("data-starred") == "true",
                     CHANGE, "the page shows the star")
        browser.wait(self.driver, lambda d: "Unstar" in [b.text.strip() for b in d.find_elements(By.CSS_SELECTOR, ".actions button")],
                     CHANGE, "the button now says Unstar")
        browser.focus_page(self.driver)
        browser.press(self.driver, "s")
        self.assertBecomes(thread_id, "starred", False, "s again on the thread")

    def test_r_a_m_toggle(self):
        thread_id = self.open("フォントのライセンスについて")
        for key, field, changed, back in (("r", "unread", 1, 0), ("a", "archived", True, False), ("m", "muted", True, False)):
            with self.subTest(key=key):
                browser.wait_for_page(self.driver, "thread")
                browser.focus_page(self.driver)
                browser.press(self.driver, key)
                self.assertBecomes(thread_id, field, changed, f"{key} on the thread")
                # It stays so: the thread shown again after the change (a 303 back, or a read of
                # the page) is not "opening" it, so r's unread is not undone (as in browse).
                time.sleep(1.0)
                self.assertEqual(self.state(thread_id)[field], changed, f"{key}'s change stayed")
                browser.wait_for_page(self.driver, "thread")
                browser.focus_page(self.driver)
                browser.press(self.driver, key)
                self.assertBecomes(thread_id, field, back, f"{key} again on the thread")

    def test_p_goes_to_the_reply_box_and_reply_posts(self):
        thread_id = self.open("Ideas for the spring campaign")
        before = self.state(thread_id)
        browser.press(self.driver, "p")
        browser.wait(self.driver, lambda d: d.execute_script("return document.activeElement.name") == "body", 2,
                     "p focused the reply box")
        box = self.driver.find_element(By.CSS_SELECTOR, "textarea[name=body]")
        self.assertEqual(box.get_attribute("value"), "", "the p is a key, not typed into the box")
        text = "jk sam: keys typed here are text — 返信です"  # j k s a m would be keys outside the box
        browser.press(self.driver, text)
        self.assertEqual(box.get_attribute("value"), text)
        browser.button(self.driver.find_element(By.CSS_SELECTOR, "form.reply"), "Reply").click()
        got = browser.poll(lambda: self.inbox.show(thread_id)["messages"][-1:] and
                           self.inbox.show(thread_id)["messages"][-1]["body"] == text, 5)
        self.assertTrue(got, "threads show lists the reply")
        browser.wait(self.driver, lambda d: any(e.get_attribute("textContent") == text
                                                for e in d.find_elements(By.CSS_SELECTOR, ".message .body")),
                     CHANGE, "the page shows the reply")
        after = self.state(thread_id)
        self.assertEqual((after["starred"], after["archived"], after["muted"]),
                         (before["starred"], before["archived"], before["muted"]),
                         "letters typed in the box changed nothing")
        self.assertEqual(after["messages"], before["messages"] + 1)

    def test_u_goes_back_to_the_list(self):
        self.open("Invoice #2041 for the March sprint")
        browser.press(self.driver, "u")
        browser.wait_for_page(self.driver, "list")

    def test_escape_goes_back_to_the_list(self):
        self.open("Invoice #2041 for the March sprint")
        browser.press(self.driver, Keys.ESCAPE)
        browser.wait_for_page(self.driver, "list")

    def test_slash_focuses_the_search_field(self):
        self.open("Invoice #2041 for the March sprint")
        browser.press(self.driver, "/")
        browser.wait(self.driver, lambda d: d.execute_script("return document.activeElement.id") == "q", 2,
                     "/ focused the search field")

    def test_question_mark_lists_the_keys(self):
        self.open("Invoice #2041 for the March sprint")
        self.keys_listed(("s", "r", "a", "m", "p", "u", "/"))
