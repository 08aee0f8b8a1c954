"""A thread at /threads/ID, held to `threads show`: the header (title, with, counts), every
message oldest first with its author, time and body (line breaks kept), the action buttons named
for the thread's state, the reply box; opening it marks it read."""

import datetime

from selenium.webdriver.common.by import By

import browser
from webcase import WebTestCase

MULTI_LINE = "first line\nsecond line\n\n    indented after a blank line"


def instant(text):
    return datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))


class ThreadPage(WebTestCase):
    @classmethod
    def setUpClass(cls):
        super().setUpClass()
        cls.multi = cls.inbox.new_thread("Line breaks", with_=("Aiko", "Ben"), body=MULTI_LINE)
        cls.inbox.post(cls.multi, "a second message")

    def messages(self):
        return self.driver.execute_script("""
          return Array.from(document.querySelectorAll('ol.messages li.message')).map(function (li) {
            var author = li.querySelector('.author'), time = li.querySelector('time'), body = li.querySelector('.body');
            return {author: author && author.textContent, datetime: time && time.getAttribute('datetime'),
                    body: body && body.textContent, shown: body && body.innerText,
                    whiteSpace: body && getComputedStyle(body).whiteSpace};
          });""")

    def test_the_heading_and_facts_are_shows(self):
        thread = self.inbox.thread_titled("ロゴデザインの件")
        browser.open_thread(self.driver, self.inbox, thread["id"])
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "main h1").text, thread["title"])
        facts = self.driver.find_element(By.CSS_SELECTOR, "main p.facts").text
        for name in thread["participants"]:
            self.assertIn(name, facts)
        self.assertIn(f"{thread['message_count']} messages", facts)
        self.assertIn(thread["title"], self.driver.title, "the document's title names the thread")

    def test_every_message_oldest_first(self):
        thread = self.inbox.thread_titled("来週の打ち合わせ日程")
        browser.open_thread(self.driver, self.inbox, thread["id"])
        expected = self.inbox.show(thread["id"])["messages"]
        shown = self.messages()
        self.assertEqual(len(shown), len(expected))
        for message, stored in zip(shown, expected):
            self.assertEqual((message["author"] or "").strip(), stored["author"])
            self.assertEqual(message["body"], stored["body"], "the body, exactly as stored")
            self.assertEqual(instant(message["datetime"]), instant(stored["sent_at"]))

    def test_line_breaks_are_kept(self):
        browser.open_thread(self.driver, self.inbox, self.multi)
        first = self.messages()[0]
        self.assertEqual(first["body"], MULTI_LINE)
        self.assertIn(first["whiteSpace"], ("pre", "pre-wrap", "pre-line", "break-spaces"))
        # innerText is the text as laid out: line breaks collapsed by CSS would be spaces here.
        self.assertIn("first line\nsecond line\n\n", first["shown"])

    def test_opening_marks_it_read(self):
        thread = self.inbox.thread_titled("Crash when uploading a PNG over 20 MB")
        self.assertGreater(self.inbox.show(thread["id"])["unread_count"], 0)
        browser.open_thread(self.driver, self.inbox, thread["id"])
        self.assertEqual(self.inbox.show(thread["id"])["unread_count"], 0, "threads show after the page opened it")
        main = self.driver.find_element(By.CSS_SELECTOR, "main#main")
        self.assertEqual(main.get_attribute("data-unread"), "0")

    def test_main_carries_the_thread(self):
        thread = self.inbox.thread_titled("Invoice #2041 for the March sprint")
        browser.open_thread(self.driver, self.inbox, thread["id"])
        main = self.driver.find_element(By.CSS_SELECTOR, "main#main")
        self.assertEqual(main.get_attribute("data-thread-id"), str(thread["id"]))
        self.assertEqual(main.get_attribute("data-starred"), "true" if thread["starred"] else "false")

    def test_the_buttons_name_the_actions(self):
        for title in ("Invoice #2041 for the March sprint", "Portfolio review notes"):
            with self.subTest(title=title):
                thread = self.inbox.thread_titled(title)
                browser.open_thread(self.driver, self.inbox, thread["id"])
                shown = self.inbox.show(thread["id"])
                buttons = self.driver.find_elements(By.CSS_SELECTOR, ".actions button")
                self.assertEqual([b.text.strip() for b in buttons],
                                 ["Unstar" if shown["starred"] else "Star",
                                  "Unread" if shown["unread_count"] == 0 else "Read",
                                  "Unarchive" if shown["archived"] else "Archive",
                                  "Unmute" if shown["muted"] else "Mute"])
                self.assertEqual([b.get_attribute("data-key") for b in buttons], ["s", "r", "a", "m"])
                for b in buttons:
                    form = b.find_element(By.XPATH, "./ancestor::form")
                    self.assertEqual(form.get_attribute("method").lower(), "post")
                    self.assertTrue(form.get_attribute("action").endswith(f"/threads/{thread['id']}/change"))
                    self.assertTrue(form.find_elements(By.CSS_SELECTOR, "input[name=csrf]"))

    def test_the_reply_box(self):
        browser.open_thread(self.driver, self.inbox, self.multi)
        box = self.driver.find_element(By.CSS_SELECTOR, "form.reply textarea[name=body]")
        form = box.find_element(By.XPATH, "./ancestor::form")
        self.assertEqual(form.get_attribute("method").lower(), "post")
        self.assertTrue(form.get_attribute("action").endswith(f"/threads/{self.multi}/messages"))
        self.assertTrue(self.driver.find_elements(By.CSS_SELECTOR, f"label[for='{box.get_attribute('id')}']"))
        browser.button(form, "Reply")

    def test_a_thread_without_messages(self):
        thread = self.inbox.thread_titled("Ideas for the spring campaign")
        browser.open_thread(self.driver, self.inbox, thread["id"])
        self.assertEqual(self.messages(), [])
        self.assertEqual(self.driver.find_element(By.CSS_SELECTOR, "main h1").text, thread["title"])
